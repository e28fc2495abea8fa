import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { runScheduledPublishing } from '../../plugins/scheduled-publishing'
import { makeAppShell } from '../../testing/app-shell'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { manualClock } from '../infrastructure/clock'

// Drafts and scheduled records are invisible to every public read and cache.
const shell = makeAppShell()
// Starts at the real now: a row's updated_at is the database's time, and a record written after its
// publishAt counts as announced by that write, so a clock behind the real one would schedule into the past.
const clock = manualClock(new Date())
let app: App
let admin: { authorization: string }
let staff: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp({ clock, publicUrl: 'https://lab.example', webDistDir: shell.dir })
  admin = (await createUserWithToken(app, 'admin')).headers
  staff = (await createUserWithToken(app, 'staff')).headers
})
afterAll(async () => {
  await app.close()
  shell.remove()
})

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers })
const titles = async (url: string) =>
  (await get(url))
    .json()
    .map(
      (record: { title?: string; question?: string; name?: string }) =>
        record.title ?? record.question ?? record.name,
    )
const createPost = async (payload: Record<string, unknown>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/content/blogs',
    headers: admin,
    payload: { content: '<p>Body</p>', ...payload },
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { id: string; status: string; publishAt: string | null }
}

describe('publishable records', () => {
  it('are published at once when a create leaves status out (as before drafts existed)', async () => {
    const post = await createPost({ title: 'Always there' })
    expect(post).toMatchObject({ status: 'published', publishAt: null })
    expect(await titles('/api/content/blogs')).toContain('Always there')
  })

  it('a draft is in no public read: list, search, record (404), blog page, its first screen, sitemap', async () => {
    // Each read first, so a kept answer exists that the draft must not slip into.
    expect((await get('/api/content/blogs')).statusCode).toBe(200)
    expect((await get('/blog')).statusCode).toBe(200)
    const draft = await createPost({ title: 'Secret draft', excerpt: 'Hush', status: 'draft' })
    expect(draft.status).toBe('draft')

    expect(await titles('/api/content/blogs')).not.toContain('Secret draft')
    expect(await titles('/api/content/blogs?q=Secret')).toEqual([])
    const one = await get(`/api/content/blogs/${draft.id}`)
    expect(one.statusCode).toBe(404)
    expect(one.json().message).toBe('Blog post not found')
    expect((await get('/blog')).body).not.toContain('Secret draft')
    const page = await get(`/blog/${draft.id}`)
    expect(page.body).not.toContain('Secret draft')
    expect((await get('/sitemap.xml')).body).not.toContain(draft.id)

    // Staff see it, with its status.
    const staffList = (await get('/api/admin/edit/content/blogs', staff)).json()
    expect(staffList.find((p: { id: string }) => p.id === draft.id)).toMatchObject({ status: 'draft' })
    expect((await get(`/api/admin/edit/content/blogs/${draft.id}`, staff)).json().title).toBe('Secret draft')
  })

  it('publishing a draft shows it at once; unpublishing hides it again', async () => {
    const draft = await createPost({ title: 'Toggle me', status: 'draft' })
    const put = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/content/blogs/${draft.id}`,
        headers: admin,
        payload: { status },
      })
    expect((await put('published')).statusCode).toBe(200)
    expect(await titles('/api/content/blogs')).toContain('Toggle me')
    expect((await get(`/api/content/blogs/${draft.id}`)).statusCode).toBe(200)
    expect((await put('draft')).statusCode).toBe(200)
    expect(await titles('/api/content/blogs')).not.toContain('Toggle me')
    expect((await get(`/api/content/blogs/${draft.id}`)).statusCode).toBe(404)
  })

  it('a record scheduled for later appears when its time passes, in the kept lists too', async () => {
    const publishAt = new Date(clock().getTime() + 3_600_000).toISOString()
    const post = await createPost({ title: 'Tomorrow news', publishAt })
    expect(post).toMatchObject({ status: 'published', publishAt })
    expect(await titles('/api/content/blogs')).not.toContain('Tomorrow news')
    expect((await get('/sitemap.xml')).body).not.toContain(post.id)

    clock.advance(3_600_000 + 1000)
    const run = await runScheduledPublishing(app)
    expect(run.records).toEqual([{ entity: 'blog-post', id: post.id }])
    expect(await titles('/api/content/blogs')).toContain('Tomorrow news')
    expect((await get(`/api/content/blogs/${post.id}`)).statusCode).toBe(200)
    expect((await get('/blog')).body).toContain('Tomorrow news')
    expect((await get('/sitemap.xml')).body).toContain(post.id)
    // Announced once: a second run has nothing left to do.
    expect((await runScheduledPublishing(app)).records).toEqual([])
  })

  it('offers, FAQs and testimonials hide their drafts too', async () => {
    const cases = [
      {
        url: '/api/offers',
        payload: { title: 'Draft offer', discount: 10, discountedPrice: 90, originalPrice: 100 },
      },
      { url: '/api/content/faqs', payload: { question: 'Draft question?', answer: 'Yes' } },
      { url: '/api/content/testimonials', payload: { name: 'Draft Person', content: 'Great' } },
    ]
    for (const { url, payload } of cases) {
      const created = await app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: { ...payload, status: 'draft' },
      })
      expect(created.statusCode).toBe(201)
      const label = Object.values(payload)[0]
      expect(await titles(url)).not.toContain(label)
      expect((await get(`${url}/${created.json().id}`)).statusCode).toBe(404)
      expect((await get(`/api/admin/edit${url.replace('/api', '')}`, staff)).json().length).toBeGreaterThan(0)
    }
  })

  it('refuses a status or time that is not one, naming the field', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/content/blogs',
      headers: admin,
      payload: { title: 'x', content: '<p>x</p>', status: 'hidden' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/status/)
    const badTime = await app.inject({
      method: 'POST',
      url: '/api/content/blogs',
      headers: admin,
      payload: { title: 'x', content: '<p>x</p>', publishAt: 'tomorrow' },
    })
    expect(badTime.statusCode).toBe(400)
    expect(badTime.json().message).toMatch(/publishAt/)
  })
})

describe('banner and About drafts', () => {
  const banner = () => get('/api/content/banner').then((response) => response.json())

  it('a saved draft is never public; staff read it; publishing copies it over the published banner', async () => {
    const published = await banner()
    expect((await get('/')).statusCode).toBe(200)
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/content/banner/draft',
      headers: admin,
      payload: { value: { title: 'Draft headline' } },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ draft: { title: 'Draft headline', subtitle: published.subtitle } })
    expect((await banner()).title).toBe(published.title)
    expect((await get('/')).body).not.toContain('Draft headline')
    expect((await get('/api/admin/edit/content/banner/draft', staff)).json().draft.title).toBe(
      'Draft headline',
    )
    expect((await get('/api/admin/edit/content/banner/draft')).statusCode).toBe(401)

    const publish = await app.inject({
      method: 'POST',
      url: '/api/content/banner/draft/publish',
      headers: admin,
    })
    expect(publish.statusCode).toBe(200)
    expect(publish.json().title).toBe('Draft headline')
    expect((await banner()).title).toBe('Draft headline')
    expect((await get('/')).body).toContain('Draft headline')
    expect((await get('/api/admin/edit/content/banner/draft', staff)).json().draft).toBeNull()
    const again = await app.inject({
      method: 'POST',
      url: '/api/content/banner/draft/publish',
      headers: admin,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe('Banner has no draft')
  })

  it('a draft with a time is published by the scheduler once that time has come', async () => {
    const publishAt = new Date(clock().getTime() + 600_000).toISOString()
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/content/about/draft',
      headers: admin,
      payload: { value: { title: 'About, scheduled', features: ['One', ''] }, publishAt },
    })
    expect(saved.json()).toMatchObject({ publishAt, draft: { features: ['One'] } })
    expect((await runScheduledPublishing(app)).documents).toEqual([])
    expect((await get('/api/content/about')).json().title).not.toBe('About, scheduled')

    clock.advance(600_000)
    expect((await runScheduledPublishing(app)).documents).toEqual(['about'])
    expect((await get('/api/content/about')).json().title).toBe('About, scheduled')
    const audit = await app.knex('audit_log').where({ entity: 'about', user_email: 'scheduler' })
    expect(audit).toHaveLength(1)
  })

  it('a discarded draft leaves the published value as it was', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/content/banner/draft',
      headers: admin,
      payload: { value: { title: 'Never mind' } },
    })
    const discard = await app.inject({ method: 'DELETE', url: '/api/content/banner/draft', headers: admin })
    expect(discard.statusCode).toBe(204)
    expect((await get('/api/admin/edit/content/banner/draft', staff)).json().draft).toBeNull()
    expect((await banner()).title).toBe('Draft headline')
  })
})
