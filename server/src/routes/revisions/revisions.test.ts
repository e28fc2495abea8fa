import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type History = {
  current: Record<string, unknown> | null
  revisions: {
    id: string
    version: number
    action: string
    changedFields: string[]
    userEmail: string
    record: Record<string, unknown>
  }[]
}

const history = async (resource: string, id: string, headers = t.as.staff) =>
  t.inject({ method: 'GET', url: `/api/admin/revisions/${resource}/${id}`, headers })

const restore = (
  resource: string,
  id: string,
  revisionId: string,
  headers: Record<string, string> = t.as.admin,
) =>
  t.inject({ method: 'POST', url: `/api/admin/revisions/${resource}/${id}/${revisionId}/restore`, headers })

async function newService(title: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/service',
    headers: t.as.admin,
    payload: { title, price: '₹499' },
  })
  return (res.json() as { service: { id: string } }).service.id
}

describe('revisions of catalogue records', () => {
  it('keeps one revision per write, newest first, with who and which fields changed', async () => {
    const id = await newService('Lipid Profile')
    await t.inject({
      method: 'PUT',
      url: `/api/service/${id}`,
      headers: t.as.admin,
      payload: { price: '₹599' },
    })
    const res = await history('service', id)
    expect(res.statusCode).toBe(200)
    const body = res.json() as History
    expect(body.revisions.map((r) => [r.action, r.version])).toEqual([
      ['update', 2],
      ['create', 1],
    ])
    // A price text sets the amount, and the display text is derived from it: both fields change.
    expect(body.revisions[0].changedFields).toEqual(['amount', 'price'])
    expect(body.revisions[0].userEmail).toMatch(/@/)
    expect(body.revisions[1].record).toMatchObject({ title: 'Lipid Profile', amount: 499, price: '$499' })
    expect(body.current).toMatchObject({ amount: 599, price: '$599', version: 2 })
  })

  it('restores an older version as a new version, audited, and refuses a stale If-Match with 412', async () => {
    const id = await newService('Thyroid Care')
    await t.inject({
      method: 'PUT',
      url: `/api/service/${id}`,
      headers: t.as.admin,
      payload: { title: 'Thyroid Care Plus' },
    })
    const created = (await history('service', id)).json().revisions.at(-1)

    const stale = await restore('service', id, created.id, { ...t.as.admin, 'if-match': '"1"' })
    expect(stale.statusCode).toBe(412)

    const res = await restore('service', id, created.id, { ...t.as.admin, 'if-match': '"2"' })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBe('"3"')
    expect(res.json().record).toMatchObject({ title: 'Thyroid Care', version: 3 })
    expect(res.json().revision).toMatchObject({ action: 'restore', version: 3, changedFields: ['title'] })
    const service = await t.inject({ method: 'GET', url: `/api/service/${id}` })
    expect(service.json()).toMatchObject({ title: 'Thyroid Care' })
    expect((await t.auditOf('service', id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
    ])
  })

  it('re-creates a deleted record under its id when its last version is restored', async () => {
    const id = await newService('Vitamin D')
    await t.inject({ method: 'DELETE', url: `/api/service/${id}`, headers: t.as.admin })
    const revisions = (await history('service', id)).json().revisions as History['revisions']
    expect(revisions[0]).toMatchObject({ action: 'delete', version: 1 })
    const res = await restore('service', id, revisions[0].id)
    expect(res.statusCode).toBe(200)
    expect(res.json().record).toMatchObject({ id, title: 'Vitamin D', version: 2 })
    expect((await t.inject({ method: 'GET', url: `/api/service/${id}` })).statusCode).toBe(200)
  })

  it('keeps the version before the first write of a record older than the history as its baseline', async () => {
    const [row] = await t.app
      .knex('blood_tests')
      .insert({ name: 'HbA1c', category: 'Diabetes', price: 300 })
      .returning('id')
    await t.inject({
      method: 'PUT',
      url: `/api/blood-tests/${row.id}`,
      headers: t.as.admin,
      payload: { price: 350 },
    })
    const revisions = (await history('blood-test', row.id)).json().revisions as History['revisions']
    expect(revisions.map((r) => r.action)).toEqual(['update', 'baseline'])
    expect(revisions[1].record).toMatchObject({ price: 300 })
  })

  it('keeps and restores the singleton documents (banner)', async () => {
    await t.inject({
      method: 'PUT',
      url: '/api/content/banner',
      headers: t.as.admin,
      payload: { title: 'Spring checkups' },
    })
    const revisions = (await history('banner', 'banner')).json().revisions as History['revisions']
    expect(revisions.map((r) => r.action)).toEqual(['update', 'baseline'])
    const res = await restore('banner', 'banner', revisions[1].id)
    expect(res.statusCode).toBe(200)
    const banner = await t.inject({ method: 'GET', url: '/api/content/banner' })
    expect(banner.json().title).toBe(revisions[1].record.title)
  })

  it('answers 404 naming an unknown resource, record or revision', async () => {
    expect((await history('spaceship', 'x')).json().message).toBe('No history is kept for "spaceship"')
    const missing = await history('service', '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toMatch(/^Service .* not found$/)
    const id = await newService('Iron Studies')
    expect((await restore('service', id, '999999')).statusCode).toBe(404)
  })

  it('lets staff read the history, only admins restore; visitors 403, no token 401', async () => {
    const id = await newService('Kidney Panel')
    const first = (await history('service', id)).json().revisions[0].id
    expect((await history('service', id, t.as.visitor)).statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: `/api/admin/revisions/service/${id}` })).statusCode).toBe(
      401,
    )
    expect((await restore('service', id, first, t.as.staff)).statusCode).toBe(403)
    expect((await restore('service', id, first, {})).statusCode).toBe(401)
  })
})
