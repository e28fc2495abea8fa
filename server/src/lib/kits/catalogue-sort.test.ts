import { describe, expect, it } from 'vitest'
import { setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type Listed = {
  _id: string
  title?: string
  name?: string
  price: string | number
  amount: number | null
  order: number
}

async function createService(title: string, price: string, category: string): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/service',
    headers: t.as.admin,
    payload: { title, price, category },
  })
  expect(res.statusCode).toBe(201)
  return (res.json() as { service: { _id: string } }).service._id
}

const staffList = async (query: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/admin/edit/service?${query}`, headers: t.as.staff })
  expect(res.statusCode).toBe(200)
  return { items: res.json() as Listed[], total: res.headers['x-total-count'] }
}

describe('staff lists: search, filter, sort, paging and order', () => {
  it('put a new service last, sort by the amount of a display price, filter by category, page', async () => {
    const ids = [
      await createService('Zinc Test', '₹1,799', 'Minerals'),
      await createService('Anaemia Panel', '₹599', 'Blood'),
      await createService('Lipid Profile', '₹899.50', 'Heart'),
    ]
    const inOrder = await staffList('')
    expect(inOrder.items.map((s) => s._id)).toEqual(ids)
    expect(inOrder.items.map((s) => s.order)).toEqual([1, 2, 3])

    const byPrice = await staffList('sort=price&dir=desc')
    expect(byPrice.items.map((s) => s.amount)).toEqual([1799, 899.5, 599])
    // The display text is derived from the amount in the Global tab's currency (none set here: the default).
    expect(byPrice.items.map((s) => s.price)).toEqual(['$1,799', '$899.50', '$599'])
    const byTitle = await staffList('sort=title')
    expect(byTitle.items.map((s) => s.title)).toEqual(['Anaemia Panel', 'Lipid Profile', 'Zinc Test'])

    const heart = await staffList('category=Heart')
    expect(heart.items.map((s) => s.title)).toEqual(['Lipid Profile'])
    expect(heart.total).toBe('1')

    const secondPage = await staffList('sort=title&page=2&pageSize=2')
    expect(secondPage.items.map((s) => s.title)).toEqual(['Zinc Test'])
    expect(secondPage.total).toBe('3')
  })

  it('reorder services: the public list follows, each change audited', async () => {
    const before = (await staffList('')).items.map((s) => s._id)
    const wanted = [...before].reverse()
    const res = await t.inject({
      method: 'PUT',
      url: '/api/service/reorder/all',
      headers: t.as.admin,
      payload: { items: wanted.map((_id) => ({ _id })) },
    })
    expect(res.statusCode).toBe(200)
    const pub = await t.inject({ method: 'GET', url: '/api/service' })
    expect((pub.json() as Listed[]).map((s) => s._id)).toEqual(wanted)
    expect(await t.app.knex('audit_log').where({ action: 'reorder', entity: 'service' }).first()).toBeTruthy()
  })

  it('sort blood tests by price, newest change first by updatedAt', async () => {
    for (const [name, price] of [
      ['CBC', 300],
      ['HbA1c', 500],
      ['Vitamin D', 1200],
    ] as const) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/blood-tests',
        headers: t.as.admin,
        payload: { name, category: 'General', price, originalPrice: price },
      })
      expect(res.statusCode).toBe(201)
    }
    const cheapest = await t.inject({ method: 'GET', url: '/api/blood-tests?sort=price&pageSize=1' })
    expect((cheapest.json() as Listed[]).map((b) => b.name)).toEqual(['CBC'])
    expect(cheapest.headers['x-total-count']).toBe('3')
    const latest = await t.inject({ method: 'GET', url: '/api/blood-tests?sort=updatedAt&dir=desc' })
    expect((latest.json() as Listed[])[0].name).toBe('Vitamin D')
  })

  it('refuse a sort the list cannot do, and an unknown sort, naming it', async () => {
    const sliders = await t.inject({ method: 'GET', url: '/api/sliders?sort=price' })
    expect(sliders.statusCode).toBe(400)
    expect(sliders.json().message).toBe('Slider lists cannot be sorted by price')
    const unknown = await t.inject({ method: 'GET', url: '/api/service?sort=colour' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/sort/)
  })

  it('reorder sliders and backgrounds like the other arranged lists', async () => {
    for (const [path, body] of [
      ['sliders', (n: number) => ({ imageUrl: `/uploads/demo/s${n}.webp`, altText: `Slide ${n}` })],
      ['background-images', (n: number) => ({ url: `/uploads/demo/b${n}.webp`, alt: `Background ${n}` })],
    ] as const) {
      const ids: string[] = []
      for (const n of [1, 2]) {
        const res = await t.inject({
          method: 'POST',
          url: `/api/${path}`,
          headers: t.as.admin,
          payload: body(n),
        })
        expect(res.statusCode).toBe(201)
        ids.push(res.json()._id)
      }
      const res = await t.inject({
        method: 'PUT',
        url: `/api/${path}/reorder/all`,
        headers: t.as.admin,
        payload: { items: [...ids].reverse().map((_id) => ({ _id })) },
      })
      expect(res.statusCode).toBe(200)
      const listed = (await t.inject({ method: 'GET', url: `/api/${path}` })).json() as Listed[]
      expect(listed.map((item) => [item._id, item.order])).toEqual([
        [ids[1], 1],
        [ids[0], 2],
      ])
    }
  })
})
