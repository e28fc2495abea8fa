import { describe, expect, it } from 'vitest'
import { describeCrudContract, publicShapeOf, setupCatalogueTest } from '../../testing/catalogue-test-kit'

const t = setupCatalogueTest()

type Item = { _id: string; title: string; order: number; version: number }
const list = async (): Promise<Item[]> => (await t.inject({ method: 'GET', url: '/api/menu' })).json()
const add = async (title: string, order?: number): Promise<Item> =>
  (
    await t.inject({
      method: 'POST',
      url: '/api/menu',
      headers: t.as.admin,
      payload: { title, path: `/${title.toLowerCase()}`, ...(order === undefined ? {} : { order }) },
    })
  ).json()

describe('menu', () => {
  it('refuses a path that would lead to another site (//host, /\\host), keeping site paths and https', async () => {
    const post = (path: string) =>
      t.inject({ method: 'POST', url: '/api/menu', headers: t.as.admin, payload: { title: 'Link', path } })
    for (const path of ['//evil.example', '/\\evil.example', '\\\\evil.example']) {
      const res = await post(path)
      expect(res.statusCode, path).toBe(400)
      expect(res.json().message).toBe(
        'path must be an http(s), mailto: or tel: address or a path on this site',
      )
    }
    for (const path of ['/offers', 'offers', 'https://partner.example/lab', '/blog?tag=thyroid']) {
      expect((await post(path)).statusCode, path).toBe(201)
    }
    await Promise.all(
      (await list())
        .filter((item) => item.title === 'Link')
        .map((item) => t.inject({ method: 'DELETE', url: `/api/menu/${item._id}`, headers: t.as.admin })),
    )
  })

  it('puts a new item without an order last, and lists items by order', async () => {
    const offers = await add('Offers')
    const blog = await add('Blog')
    expect([offers.order, blog.order]).toEqual([1, 2])
    await add('Home', 0)
    expect((await list()).map((i) => i.title)).toEqual(['Home', 'Offers', 'Blog'])
  })

  it('reorders the whole menu as sent and answers the new sorted list', async () => {
    const [home, offers, blog] = await list()
    const res = await t.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: t.as.admin,
      payload: { items: [blog, home, offers].map(({ _id, order }) => ({ _id, order })) },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().map((i: Item) => [i.title, i.order])).toEqual([
      ['Blog', 1],
      ['Home', 2],
      ['Offers', 3],
    ])
    // The write answers staff (with i18n); the public list answers the same items in one language.
    expect(await list()).toEqual(res.json().map(publicShapeOf))
    const audit = await t.app.knex('audit_log').where({ action: 'reorder', entity: 'menu-item' }).first()
    expect(audit).toBeTruthy()
  })

  it('keeps items left out of a reorder after the listed ones', async () => {
    const [first, second, third] = await list()
    const res = await t.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: t.as.admin,
      payload: { items: [{ _id: third._id }] },
    })
    expect(res.json().map((i: Item) => i._id)).toEqual([third._id, first._id, second._id])
  })

  it('refuses a reorder naming an unknown or repeated item, changing nothing', async () => {
    const before = await list()
    const unknown = await t.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: t.as.admin,
      payload: { items: [{ _id: '00000000-0000-4000-8000-000000000000' }] },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toContain('does not exist')
    const repeated = await t.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: t.as.admin,
      payload: { items: [{ _id: before[0]._id }, { _id: before[0]._id }] },
    })
    expect(repeated.statusCode).toBe(400)
    expect(await list()).toEqual(before)
  })

  it('lets only admins reorder', async () => {
    const payload = { items: [] }
    expect((await t.inject({ method: 'PUT', url: '/api/menu/reorder/all', payload })).statusCode).toBe(401)
    const staff = await t.inject({
      method: 'PUT',
      url: '/api/menu/reorder/all',
      headers: t.as.staff,
      payload,
    })
    expect(staff.statusCode).toBe(403)
  })

  it('refuses a javascript: path', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/menu',
      headers: t.as.admin,
      payload: { title: 'Evil', path: 'javascript:alert(1)' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('path must be')
  })
})

describeCrudContract(t, {
  url: '/api/menu',
  entity: 'menu-item',
  create: { title: 'Thyroid', path: '/aarogya-package', order: 9 },
  created: { title: 'Thyroid', path: '/aarogya-package', order: 9 },
  update: { title: 'Thyroid Packages' },
  requiredField: 'path',
})
