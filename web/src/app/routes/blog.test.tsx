import { BLOG_EXCERPT_MAX, type BlogPost, MESSAGES } from '@labsite/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useBlogPosts } from '../../features/blog/api/get-blog-posts'
import { ApiError } from '../../lib/api-client'
import { nextRecordFields, queryAnswerer } from '../../testing/fixtures'
import { renderWithProviders } from '../../testing/render'
import { BlogRoute } from './blog'

vi.mock('../../features/blog/api/get-blog-posts', () => ({ useBlogPosts: vi.fn() }))
vi.mock('../../features/site/hooks/use-page-title', () => ({ usePageTitle: () => {} }))
const useBlogPostsMock = vi.mocked(useBlogPosts)

const post = (title: string, category: string, content: string): BlogPost => ({
  ...nextRecordFields(),
  title,
  category,
  content,
  excerpt: '',
  author: 'Dr. Kavya Rao',
  imageUrl: '',
  tags: [],
  publishDate: '2026-01-15',
  status: 'published',
  publishAt: null,
})

const LONG =
  'LDL, HDL and triglycerides each tell a different part of the story about your heart, and this guide explains every line.'
const POSTS = [
  post(
    'mRNA Beyond Vaccines',
    'Pharmaceutical Innovation',
    '<p>New trials against <strong>cancers</strong>.</p>',
  ),
  post('Understanding Your Lipid Profile', 'Diagnostics', `<p>${LONG}</p>`),
  post('Five Habits for Better Sleep', 'Wellness', '<p>Good sleep improves blood sugar.</p>'),
  post('Why Fasting Matters', 'Health Tips', '<p>Food changes the level of sugar in your blood.</p>'),
]

const answer = queryAnswerer(useBlogPostsMock)
const titlesIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

beforeEach(() => useBlogPostsMock.mockReset())

describe('Blog page', () => {
  it('shows Loading..., or the fixed MESSAGES error text when the posts cannot be fetched', () => {
    answer({ isLoading: true })
    const { unmount } = renderWithProviders(<BlogRoute />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    unmount()
    answer({ error: new ApiError(0, MESSAGES.noResponse, null) })
    renderWithProviders(<BlogRoute />)
    expect(screen.getByRole('alert')).toHaveTextContent(`Error: ${MESSAGES.fetchBlogsFailed}`)
  })

  it('features the Pharmaceutical Innovation posts and lists every post, each linking to its page', () => {
    answer({ data: POSTS })
    renderWithProviders(<BlogRoute />)
    expect(titlesIn('Featured Articles')).toEqual(['mRNA Beyond Vaccines'])
    expect(titlesIn('All Articles')).toEqual(POSTS.map((p) => p.title))
    expect(screen.getAllByRole('link', { name: 'Understanding Your Lipid Profile' })[0]).toHaveAttribute(
      'href',
      `/blog/${POSTS[1].id}`,
    )
  })

  it('cuts excerpts at 100 characters of plain text', () => {
    answer({ data: POSTS })
    renderWithProviders(<BlogRoute />)
    const expected = `${LONG.slice(0, BLOG_EXCERPT_MAX)}...`
    expect(screen.getByText(expected)).toBeInTheDocument()
    expect(LONG.length).toBeGreaterThan(BLOG_EXCERPT_MAX)
    expect(screen.getAllByText('New trials against cancers.')).toHaveLength(2) // featured and listed
  })

  it('searches title, content and category, and filters by category', async () => {
    answer({ data: POSTS })
    renderWithProviders(<BlogRoute />)
    const events = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search articles' })
    await events.type(search, 'SLEEP')
    expect(titlesIn('All Articles')).toEqual(['Five Habits for Better Sleep'])
    await events.clear(search)
    await events.type(search, 'blood')
    expect(titlesIn('All Articles')).toEqual(['Five Habits for Better Sleep', 'Why Fasting Matters'])
    await events.clear(search)
    await events.type(search, 'diagnostics')
    expect(titlesIn('All Articles')).toEqual(['Understanding Your Lipid Profile'])
    await events.clear(search)
    await events.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Health Tips')
    expect(titlesIn('All Articles')).toEqual(['Why Fasting Matters'])
  })

  it('shows the fixed category tiles and a newsletter box that honestly collects nothing', () => {
    answer({ data: POSTS })
    renderWithProviders(<BlogRoute />)
    const tiles = within(screen.getByRole('region', { name: 'Categories' }))
    for (const count of ['12 articles', '8 articles', '15 articles', '10 articles']) {
      expect(tiles.getByText(count)).toBeInTheDocument()
    }
    const newsletter = within(screen.getByRole('region', { name: 'Newsletter' }))
    expect(newsletter.getByRole('button', { name: 'Subscribe (coming soon)' })).toBeDisabled()
  })
})
