/**
 * Resources renamed since consoles were installed that still ask for them by the old name
 * (migrations/20261130_0602_business_contact_key.ts): their history reads and restores keep working.
 */
const FORMER_NAMES: Readonly<Record<string, string>> = { 'contact-info': 'business-contact' }

/** The resource and record id as they are named now; a document's record id is its own name. */
export function currentNames(resource: string, id: string): { resource: string; id: string } {
  const current = FORMER_NAMES[resource]
  if (!current) return { resource, id }
  return { resource: current, id: id === resource ? current : id }
}
