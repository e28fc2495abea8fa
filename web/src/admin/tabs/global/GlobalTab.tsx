// Being built in this session: replaced by the real tab.
export default function GlobalTab() {
  return null
}
