import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { multipartBody, setupCatalogueTest } from '../../testing/catalogue-test-kit'
import { backfillMediaLibrary } from './library-backfill'

const t = setupCatalogueTest()

async function upload(name: string, headers: Record<string, string> = t.as.admin) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer()
  const { payload, headers: type } = await multipartBody([['file', png, name]])
  return t.inject({ method: 'POST', url: '/api/admin/media', headers: { ...headers, ...type }, payload })
}

const list = (query = '', headers = t.as.staff) =>
  t.inject({ method: 'GET', url: `/api/admin/media${query}`, headers })

describe('the media library', () => {
  it('stores an upload (201 with id, url and size) and lists it first, searchable by name and alt', async () => {
    const res = await upload('clinic-front.png')
    expect(res.statusCode).toBe(201)
    const item = res.json()
    expect(item).toMatchObject({ originalName: 'clinic-front.png', mime: 'image/png', width: 40, height: 30 })
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-\d+\.webp$/)
    expect((await list()).json()[0].id).toBe(item.id)

    const put = await t.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers: t.as.admin,
      payload: { alt: 'Reception desk', i18n: { hi: { alt: 'स्वागत कक्ष' } } },
    })
    expect(put.json()).toMatchObject({ alt: 'Reception desk', i18n: { hi: { alt: 'स्वागत कक्ष' } } })
    const found = await list('?q=reception')
    expect(found.json().map((m: { id: string }) => m.id)).toEqual([item.id])
    expect(found.headers['x-total-count']).toBe('1')
    expect((await list('?q=nothing-like-this')).json()).toEqual([])
  })

  it('deletes an unused picture (204, files gone) and refuses one in use with 409 naming where', async () => {
    const unused = (await upload('spare.png')).json()
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/admin/media/${unused.id}`, headers: t.as.admin }))
        .statusCode,
    ).toBe(204)
    expect(await t.app.knex('media').where({ id: unused.id }).first()).toBeUndefined()

    const used = (await upload('checkup.png')).json()
    await t.inject({
      method: 'POST',
      url: '/api/service',
      headers: t.as.admin,
      payload: { title: 'Full Body Checkup', image: used.url },
    })
    const res = await t.inject({ method: 'DELETE', url: `/api/admin/media/${used.id}`, headers: t.as.admin })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('This picture is used by: Service “Full Body Checkup” (image)')
  })

  it('has the pictures the site used before the library in it (a logo typed into site settings)', async () => {
    const logoUrl = '/uploads/demo/logo.webp'
    await t.app
      .knex('documents')
      .where({ key: 'site-settings' })
      .update({ value: JSON.stringify({ websiteName: 'Lab', logoUrl, bannerUrl: '', favicon: '' }) })
    await backfillMediaLibrary(t.app)
    const res = await list('?q=logo')
    expect(res.json().map((m: { url: string }) => m.url)).toContain(logoUrl)
    const logo = res.json().find((m: { url: string }) => m.url === logoUrl)
    const del = await t.inject({ method: 'DELETE', url: `/api/admin/media/${logo.id}`, headers: t.as.admin })
    expect(del.statusCode).toBe(409)
    expect(del.json().message).toContain('Site settings (logoUrl)')
  })

  it('refuses visitors (403) and anonymous requests (401); staff may browse but not upload', async () => {
    expect((await list('', t.as.visitor)).statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401)
    expect((await upload('x.png', t.as.staff)).statusCode).toBe(403)
  })

  it('refuses a stale If-Match with 412 and the picture as it stands, for an alt text and a delete', async () => {
    const item = (await upload('stale.png')).json()
    expect(item.version).toBe(1)
    const first = await t.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers: { ...t.as.admin, 'if-match': '"1"' },
      payload: { alt: 'First alt' },
    })
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBe('"2"')

    const stale = await t.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers: { ...t.as.admin, 'if-match': '"1"' },
      payload: { alt: 'Second alt' },
    })
    expect(stale.statusCode).toBe(412)
    expect(stale.json().current).toMatchObject({ id: item.id, alt: 'First alt', version: 2 })
    const staleDelete = await t.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { ...t.as.admin, 'if-match': '"1"' },
    })
    expect(staleDelete.statusCode).toBe(412)
    expect(await t.app.knex('media').where({ id: item.id }).first('alt')).toEqual({ alt: 'First alt' })
  })
})
