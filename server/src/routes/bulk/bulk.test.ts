import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

async function createTest(name: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/blood-tests',
    headers: t.as.admin,
    payload: { name, category: 'General', price: 400, originalPrice: 500 },
  })
  expect(res.statusCode).toBe(201)
  return res.json()._id
}

const bulk = (resource: string, payload: object, headers = t.as.admin) =>
  t.inject({ method: 'POST', url: `/api/admin/bulk/${resource}`, headers, payload })

const storedTests = async () =>
  (await t.app.knex('blood_tests').orderBy('name').select('id', 'name', 'category', 'version')) as {
    id: string
    name: string
    category: string
    version: number
  }[]

const MISSING = '00000000-0000-4000-8000-000000000000'

describe('POST /api/admin/bulk/{resource}', () => {
  it('delete two blood tests in one go, each audited and kept in history', async () => {
    const [a, b] = [await createTest('Bulk A'), await createTest('Bulk B')]
    const kept = await createTest('Bulk C')
    const res = await bulk('blood-test', { action: 'delete', ids: [a, b] })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ count: 2 })
    expect((await storedTests()).map((row) => row.id)).toEqual([kept])
    for (const id of [a, b]) {
      expect((await t.auditOf('blood-test', id)).map((row) => row.action)).toEqual(['create', 'delete'])
      const history = await t.app.knex('revisions').where({ resource: 'blood-test', record_id: id })
      expect(history.map((row) => row.action)).toContain('delete')
    }
  })

  it('move several records to another category, bumping each version', async () => {
    const ids = [await createTest('Cat A'), await createTest('Cat B')]
    const res = await bulk('blood-test', { action: 'category', ids, category: 'Vitamins' })
    expect(res.json()).toEqual({ count: 2 })
    const moved = (await storedTests()).filter((row) => ids.includes(row.id))
    expect(moved.map((row) => [row.category, row.version])).toEqual([
      ['Vitamins', 2],
      ['Vitamins', 2],
    ])
    const [, update] = await t.auditOf('blood-test', ids[0])
    expect(update).toMatchObject({
      action: 'update',
      before: { category: 'General' },
      after: { category: 'Vitamins' },
    })
  })

  it('refuse unknown ids, naming them, and change nothing', async () => {
    const before = await storedTests()
    const res = await bulk('blood-test', { action: 'delete', ids: [before[0].id, MISSING] })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(`No blood test with id ${MISSING}`)
    expect(await storedTests()).toEqual(before)
  })

  it('refuse a category change where the list has none, a blank category, and publishing without drafts', async () => {
    const offer = await t.inject({
      method: 'POST',
      url: '/api/offers',
      headers: t.as.admin,
      payload: { title: 'Winter', discount: 10, discountedPrice: 900, originalPrice: 1000 },
    })
    expect(offer.statusCode).toBe(201)
    const ids = [offer.json()._id]
    const noCategory = await bulk('offer', { action: 'category', ids, category: 'X' })
    expect(noCategory.statusCode).toBe(400)
    expect(noCategory.json().message).toBe('Offers have no category')

    const before = await storedTests()
    const blank = await bulk('blood-test', { action: 'category', ids: [before[0].id], category: '' })
    expect(blank.statusCode).toBe(400)
    expect(await storedTests()).toEqual(before)

    const publish = await bulk('blood-test', { action: 'publish', ids: [before[0].id] })
    expect(publish.statusCode).toBe(400)
    expect(publish.json().message).toBe('Blood tests cannot be published in bulk')
  })

  it('unpublish two offers and publish them again: drafts leave the public list, each write audited', async () => {
    const ids: string[] = []
    for (const title of ['Bulk Offer A', 'Bulk Offer B']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/offers',
        headers: t.as.admin,
        payload: { title, discount: 10, discountedPrice: 900, originalPrice: 1000 },
      })
      expect(res.statusCode).toBe(201)
      ids.push(res.json()._id)
    }
    const publicTitles = async () =>
      ((await t.inject({ method: 'GET', url: '/api/offers' })).json() as { title: string }[]).map(
        (o) => o.title,
      )
    expect(await publicTitles()).toEqual(expect.arrayContaining(['Bulk Offer A', 'Bulk Offer B']))

    const unpublish = await bulk('offer', { action: 'unpublish', ids })
    expect(unpublish.statusCode).toBe(200)
    expect(unpublish.json()).toEqual({ count: 2 })
    expect(await publicTitles()).not.toContain('Bulk Offer A')
    expect(await publicTitles()).not.toContain('Bulk Offer B')
    const [, update] = await t.auditOf('offer', ids[0])
    expect(update).toMatchObject({
      action: 'update',
      before: { status: 'published' },
      after: { status: 'draft' },
    })

    expect((await bulk('offer', { action: 'publish', ids })).json()).toEqual({ count: 2 })
    expect(await publicTitles()).toEqual(expect.arrayContaining(['Bulk Offer A', 'Bulk Offer B']))
  })

  it('refuse staff, an unknown list and an id named twice', async () => {
    const before = await storedTests()
    const ids = [before[0].id]
    expect((await bulk('blood-test', { action: 'delete', ids }, t.as.staff)).statusCode).toBe(403)
    const unknown = await bulk('widgets', { action: 'delete', ids })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No bulk actions for "widgets"')
    const twice = await bulk('blood-test', { action: 'delete', ids: [ids[0], ids[0]] })
    expect(twice.statusCode).toBe(400)
    expect(await storedTests()).toEqual(before)
  })
})
