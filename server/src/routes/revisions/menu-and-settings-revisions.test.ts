import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type Body = Record<string, unknown>
type Revision = { id: string; version: number; action: string; changedFields: string[]; record: Body }

/**
 * The menu, contact info and global settings keep their history through the machinery every other
 * record uses (crud writes, writeDocument); nothing below is specific to them but their URLs.
 */
interface HistoryCase {
  resource: string
  /** A record to write to: a new menu item, or the document's key. */
  record: () => Promise<string>
  putUrl: (id: string) => string
  publicUrl: string
  field: string
  /** A PUT body giving the field a value of its own (n counts the writes of this file). */
  change: (n: number) => Body
  /** The field's value as the public read answers it. */
  shown: (body: unknown, id: string) => unknown
}

const cases: HistoryCase[] = [
  {
    resource: 'menu-item',
    record: async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/menu',
        headers: t.as.admin,
        payload: { title: 'Reports', path: '/reports' },
      })
      return (res.json() as { _id: string })._id
    },
    putUrl: (id) => `/api/menu/${id}`,
    publicUrl: '/api/menu',
    field: 'title',
    change: (n) => ({ title: `Lab reports ${n}` }),
    shown: (body, id) => (body as Body[]).find((item) => item._id === id)?.title,
  },
  {
    resource: 'business-contact',
    record: async () => 'business-contact',
    putUrl: () => '/api/business-contact',
    publicUrl: '/api/business-contact',
    field: 'phone',
    change: (n) => ({ phone: `+91 80 4000 ${String(n).padStart(4, '0')}` }),
    shown: (body) => (body as Body).phone,
  },
  {
    resource: 'global-settings',
    record: async () => 'global-settings',
    putUrl: () => '/api/global-settings',
    publicUrl: '/api/global-settings',
    field: 'collectionFee',
    change: (n) => ({ collectionFee: { amount: 100 + n, freeAbove: 1000 } }),
    shown: (body) => (body as Body).collectionFee,
  },
]

const history = (resource: string, id: string, headers: Record<string, string> = t.as.staff) =>
  t.inject({ method: 'GET', url: `/api/admin/revisions/${resource}/${id}`, headers })

const revisionsOf = async (resource: string, id: string) =>
  (await history(resource, id)).json().revisions as Revision[]

const restore = (resource: string, id: string, revisionId: string, headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: `/api/admin/revisions/${resource}/${id}/${revisionId}/restore`, headers })

const versionOf = (etag: unknown) => Number(String(etag).replace(/\D/g, ''))

let writes = 0

/** Two writes of new values; answers the record's id and the version and value each write left. */
async function writeTwice(c: HistoryCase) {
  const id = await c.record()
  const written: { version: number; value: unknown }[] = []
  for (const payload of [c.change(++writes), c.change(++writes)]) {
    const res = await t.inject({ method: 'PUT', url: c.putUrl(id), headers: t.as.admin, payload })
    expect(res.statusCode).toBe(200)
    written.push({ version: versionOf(res.headers.etag), value: payload[c.field] })
  }
  const [first, second] = written
  return {
    id,
    first: first.version,
    second: second.version,
    firstValue: first.value,
    secondValue: second.value,
  }
}

const publicValue = async (c: HistoryCase, id: string) =>
  c.shown((await t.inject({ method: 'GET', url: c.publicUrl })).json(), id)

describe.each(cases)('history of $resource', (c) => {
  it('lists every write newest first, with the version and the changed field', async () => {
    const written = await writeTwice(c)
    const res = await history(c.resource, written.id)
    expect(res.statusCode).toBe(200)
    const body = res.json() as { current: Body; revisions: Revision[] }
    expect(body.revisions.slice(0, 2)).toMatchObject([
      { action: 'update', version: written.second, changedFields: [c.field] },
      { action: 'update', version: written.first, changedFields: [c.field] },
    ])
    expect(body.revisions[1].record[c.field]).toEqual(written.firstValue)
    expect(body.current[c.field]).toEqual(written.secondValue)
  })

  it('restores an older version as a new, audited version that the public read shows at once', async () => {
    const written = await writeTwice(c)
    // The public answer is now cached: the restore must invalidate it like any write.
    expect(await publicValue(c, written.id)).toEqual(written.secondValue)
    const older = (await revisionsOf(c.resource, written.id)).find((r) => r.version === written.first)
    const auditedBefore = (await t.auditOf(c.resource, written.id)).length

    const res = await restore(c.resource, written.id, older?.id ?? '', {
      ...t.as.admin,
      'if-match': `"${written.second}"`,
    })
    expect(res.statusCode).toBe(200)
    expect(versionOf(res.headers.etag)).toBe(written.second + 1)
    expect(res.json().record[c.field]).toEqual(written.firstValue)
    expect(res.json().revision).toMatchObject({
      action: 'restore',
      version: written.second + 1,
      changedFields: [c.field],
      restoredFrom: older?.id,
    })
    expect(await publicValue(c, written.id)).toEqual(written.firstValue)
    const audit = await t.auditOf(c.resource, written.id)
    expect(audit).toHaveLength(auditedBefore + 1)
    expect(audit.at(-1)).toMatchObject({ action: 'update', after: { [c.field]: written.firstValue } })
  })

  it('answers 412 to a restore checked against a stale version, and changes nothing', async () => {
    const written = await writeTwice(c)
    const kept = await revisionsOf(c.resource, written.id)
    const older = kept.find((r) => r.version === written.first)
    const res = await restore(c.resource, written.id, older?.id ?? '', {
      ...t.as.admin,
      'if-match': `"${written.first}"`,
    })
    expect(res.statusCode).toBe(412)
    expect(await publicValue(c, written.id)).toEqual(written.secondValue)
    expect(await revisionsOf(c.resource, written.id)).toHaveLength(kept.length)
  })

  it('lets staff read the history but answers 403 to their restore, changing nothing', async () => {
    const written = await writeTwice(c)
    const read = await history(c.resource, written.id, t.as.staff)
    expect(read.statusCode).toBe(200)
    const kept = read.json().revisions as Revision[]
    const older = kept.find((r) => r.version === written.first)
    const res = await restore(c.resource, written.id, older?.id ?? '', t.as.staff)
    expect(res.statusCode).toBe(403)
    expect(await publicValue(c, written.id)).toEqual(written.secondValue)
    expect(await revisionsOf(c.resource, written.id)).toHaveLength(kept.length)
  })
})

describe('restoring global settings', () => {
  // The Global tab asks for the same confirmation as choosing a currency; the API restores as told.
  it('puts back the currency of the version, as the canonical code, symbol and name', async () => {
    const put = (code: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/global-settings',
        headers: t.as.admin,
        payload: { currency: { code } },
      })
    const euro = await put('EUR')
    const rupee = await put('INR')
    const revision = (await revisionsOf('global-settings', 'global-settings')).find(
      (r) => r.version === versionOf(euro.headers.etag),
    )
    const res = await restore('global-settings', 'global-settings', revision?.id ?? '', {
      ...t.as.admin,
      'if-match': rupee.headers.etag as string,
    })
    expect(res.statusCode).toBe(200)
    const settings = await t.inject({ method: 'GET', url: '/api/global-settings' })
    expect(settings.json().currency).toEqual({ code: 'EUR', symbol: '€', name: 'Euro' })
  })
})

describe('the business contact under its former name', () => {
  // Consoles installed before migrations/20261130_0602_business_contact_key.ts ask for `contact-info`.
  it("answers an older console's history read with the business contact's versions", async () => {
    const written = await writeTwice(cases[1])
    const res = await history('contact-info', 'contact-info')
    expect(res.statusCode).toBe(200)
    const body = res.json() as { resource: string; recordId: string; current: Body; revisions: Revision[] }
    expect(body).toMatchObject({ resource: 'business-contact', recordId: 'business-contact' })
    expect(body.current.phone).toBe(written.secondValue)
    expect(body.revisions.map((r) => r.id)).toEqual(
      (await revisionsOf('business-contact', 'business-contact')).map((r) => r.id),
    )
  })

  it("restores a version an older console picked, as the business contact's new version", async () => {
    const written = await writeTwice(cases[1])
    const older = (await revisionsOf('business-contact', 'business-contact')).find(
      (r) => r.version === written.first,
    )
    const res = await restore('contact-info', 'contact-info', older?.id ?? '', {
      ...t.as.admin,
      'if-match': `"${written.second}"`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().revision).toMatchObject({ action: 'restore', version: written.second + 1 })
    expect(await publicValue(cases[1], 'business-contact')).toEqual(written.firstValue)
  })

  it('answers 404 to a record the business contact does not have, under its former name', async () => {
    expect((await history('contact-info', 'someone-else')).statusCode).toBe(404)
  })
})
