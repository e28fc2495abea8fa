import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { manualClock } from '../../lib/infrastructure/clock'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

const clock = manualClock(new Date('2026-11-27T10:00:00Z'))
let app: App
let admin: { authorization: string }
let staff: { authorization: string }
let visitor: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp({ clock, publicUrl: 'https://lab.example' })
  ;[admin, staff, visitor] = (
    await Promise.all((['admin', 'staff', 'visitor'] as const).map((role) => createUserWithToken(app, role)))
  ).map((user) => user.headers)
})
afterAll(() => app.close())

const askLink = (payload: Record<string, unknown>, headers = staff) =>
  app.inject({ method: 'POST', url: '/api/admin/preview-links', headers, payload })
const open = (token: string) =>
  app.inject({ method: 'GET', url: `/api/preview?token=${encodeURIComponent(token)}` })

describe('preview links', () => {
  it('open a draft blog post, in its public shape, for 24 hours, then answer 410', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/blogs',
      headers: admin,
      payload: { title: 'Draft to preview', content: '<p>Soon</p>', status: 'draft' },
    })
    const post = created.json()
    const link = await askLink({ resource: 'blog-post', id: post.id })
    expect(link.statusCode).toBe(201)
    const { url, token, expiresAt } = link.json()
    expect(url).toBe(`https://lab.example/preview?token=${encodeURIComponent(token)}`)
    expect(expiresAt).toBe('2026-11-28T10:00:00.000Z')

    const shown = await open(token)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-store')
    expect(shown.json()).toEqual({ resource: 'blog-post', record: post })

    clock.advance(24 * 3_600_000)
    const expired = await open(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toBe('This preview link has expired: ask for a new one in the admin panel')
  })

  it('refuse a token that was tampered with (another record, a changed key) with 401', async () => {
    const [first, second] = await Promise.all(
      ['First', 'Second'].map(async (title) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/content/blogs',
            headers: admin,
            payload: { title, content: '<p>x</p>', status: 'draft' },
          })
        ).json(),
      ),
    )
    const { token } = (await askLink({ resource: 'blog-post', id: first.id })).json()
    expect((await open(token)).statusCode).toBe(200)
    const [, , key] = token.split('~')
    for (const forged of [`blog-post~${second.id}~${key}`, `${token}x`, 'nonsense', `about~about~${key}`]) {
      const answer = await open(forged)
      expect(answer.statusCode).toBe(401)
      expect(answer.json().message).toBe(
        'This preview link is not valid: ask for a new one in the admin panel',
      )
    }
  })

  it('show the banner and About with their drafts', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/content/banner/draft',
      headers: admin,
      payload: { value: { title: 'Preview headline' } },
    })
    const { token } = (await askLink({ resource: 'banner' })).json()
    const shown = (await open(token)).json()
    expect(shown.resource).toBe('banner')
    expect(shown.record.banner.title).toBe('Preview headline')
    expect(shown.record.about.title).toBe(
      (await app.inject({ method: 'GET', url: '/api/content/about' })).json().title,
    )
  })

  it('are for staff only, and only for what exists', async () => {
    expect((await askLink({ resource: 'banner' }, visitor)).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/preview-links', payload: { resource: 'banner' } }))
        .statusCode,
    ).toBe(401)
    const missing = await askLink({ resource: 'faq', id: '00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('FAQ not found')
    const noId = await askLink({ resource: 'faq' })
    expect(noId.statusCode).toBe(400)
    expect(noId.json().message).toBe('id is required for a record preview')
  })
})
