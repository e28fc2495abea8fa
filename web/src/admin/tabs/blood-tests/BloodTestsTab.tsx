// Being built in this session: replaced by the real tab.
export default function BloodTestsTab() {
  return null
}
