import type { BlogPost } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { todayIsoDate } from '../../lib/format-date'
import { BannerEditor } from '../../tabs/content/BannerEditor'
import { BlogPostsSection } from '../../tabs/content/BlogPostsSection'
import { FaqsSection } from '../../tabs/content/FaqsSection'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import { fromLocalInput, toLocalInput } from './publishing-values'

const post = (title: string, fields: Partial<BlogPost>): BlogPost => ({
  _id: `id-${title}`,
  id: `id-${title}`,
  version: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  title,
  content: '<p>Body</p>',
  excerpt: '',
  category: '',
  author: '',
  imageUrl: '',
  tags: [],
  publishDate: '2026-11-01',
  status: 'published',
  publishAt: null,
  ...fields,
})

const posts = [
  post('Draft post', { status: 'draft' }),
  post('Later post', { publishAt: '2999-01-01T09:30:00.000Z' }),
  post('Live post', {}),
]

describe('publishing controls of the blog posts list', () => {
  it('shows each post as Draft, Scheduled or Published', async () => {
    stubGetRoutes({ 'content/blogs': posts })
    renderAdmin(<BlogPostsSection />, { platform: createTestPlatform().platform })
    expect(await screen.findByText('Draft')).toBeInTheDocument()
    expect(screen.getByText(/^Scheduled · /)).toBeInTheDocument()
    expect(screen.getByText('Published')).toBeInTheDocument()
  })

  it('"Publish now" publishes a draft at once; "Unpublish" makes a live post a draft', async () => {
    stubGetRoutes({ 'content/blogs': posts })
    const { platform, writes } = createTestPlatform()
    renderAdmin(<BlogPostsSection />, { platform })

    fireEvent.click(await screen.findByRole('button', { name: 'Publish now: "Draft post"' }))
    expect(await screen.findByText('Blog post published')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'content/blogs/id-Draft post',
      json: { status: 'published', publishAt: null },
      ifMatch: 3,
    })

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish: "Live post"' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({ path: 'content/blogs/id-Live post', json: { status: 'draft' } })
    // A draft has nothing to unpublish; a live post nothing to publish.
    expect(screen.queryByRole('button', { name: 'Unpublish: "Draft post"' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish now: "Live post"' })).toBeNull()
  })

  it('staff may preview but not publish', async () => {
    stubGetRoutes({
      'content/blogs': posts,
      'admin/preview-links': {
        url: 'http://admin.test/preview?token=t',
        token: 't',
        expiresAt: '2026-11-28T10:00:00.000Z',
      },
    })
    const { platform } = createTestPlatform()
    const openExternal = vi.fn()
    platform.openExternal = openExternal
    renderAdmin(<BlogPostsSection />, { platform, user: TEST_STAFF })

    fireEvent.click(await screen.findByRole('button', { name: 'Preview: "Draft post"' }))
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('http://admin.test/preview?token=t'))
    expect(screen.getByRole('link', { name: 'Open preview of "Draft post"' })).toHaveAttribute(
      'href',
      'http://admin.test/preview?token=t',
    )
    expect(screen.queryByRole('button', { name: /Publish now/ })).toBeNull()
  })

  it('a record form saves the chosen status and Publish at time', async () => {
    stubGetRoutes({ 'content/faqs': [] })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...(w.json as object), _id: 'n1', id: 'n1', version: 1, createdAt: '', updatedAt: '' },
    }))
    renderAdmin(<FaqsSection />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: 'Add FAQ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add FAQ' })
    fireEvent.change(within(dialog).getByLabelText(/Question/), { target: { value: 'Fasting?' } })
    fireEvent.change(within(dialog).getByLabelText(/Answer/), { target: { value: '10 hours.' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Draft' }))
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2026-12-01T09:30' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save FAQ' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0].json).toMatchObject({
      question: 'Fasting?',
      status: 'draft',
      publishAt: new Date('2026-12-01T09:30').toISOString(),
    })
  })
  it("a post's publish date may be left empty, as its create schema allows: it is saved dated today", async () => {
    stubGetRoutes({ 'content/blogs': posts })
    const { platform, writes } = createTestPlatform((w) => ({
      data: { ...post('Live post', {}), ...(w.json as object), version: 4 },
    }))
    renderAdmin(<BlogPostsSection />, { platform })
    fireEvent.click(await screen.findByRole('button', { name: /^Edit .*Live post/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' })
    fireEvent.change(within(dialog).getByLabelText(/^Publish date/), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }))

    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({ method: 'PUT', json: { publishDate: todayIsoDate() } })
    expect(within(dialog).queryByText('Choose a publish date')).not.toBeInTheDocument()
    expect(await screen.findByText('Blog post updated')).toBeInTheDocument()
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Edit blog post' })).not.toBeInTheDocument(),
      { timeout: 5000 },
    )
  })
})

describe('banner draft', () => {
  it('"Save as draft" keeps the form as a draft with its time; the published banner is not written', async () => {
    const banner = {
      title: 'Your health, our priority',
      subtitle: 'Trusted lab',
      description: '',
      primaryButtonText: 'Book',
      primaryButtonLink: '/book-consultation',
      secondaryButtonText: 'Packages',
      secondaryButtonLink: '/all-services',
    }
    stubGetRoutes({ 'content/banner': banner })
    const { platform, writes } = createTestPlatform(() => ({
      data: { draft: banner, publishAt: null, updatedAt: '2026-11-27T10:00:00.000Z' },
    }))
    renderAdmin(<BannerEditor canEdit />, { platform })
    const title = await screen.findByLabelText('Banner title')
    fireEvent.change(title, { target: { value: 'Monsoon offer' } })
    fireEvent.change(screen.getByLabelText('Publish the banner draft at'), {
      target: { value: '2026-12-01T08:00' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: 'content/banner/draft',
      json: { value: { title: 'Monsoon offer' }, publishAt: new Date('2026-12-01T08:00').toISOString() },
    })
  })
})

describe('publish time inputs', () => {
  it('round-trip an ISO time through the datetime-local value, and treat empty as none', () => {
    const iso = new Date('2026-12-01T09:30').toISOString()
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
    expect(fromLocalInput('')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })
})
