/** Walk-ins whose local reference (`LOCAL-…`) got its server reference between two sync states. */
export function walkInsBooked(
  before: Record<string, string>,
  after: Record<string, string>,
): { local: string; server: string }[] {
  return Object.entries(after)
    .filter(([local, server]) => before[local] !== server)
    .map(([local, server]) => ({ local, server }))
}
