import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usePreview } from '../../features/preview/api/get-preview'
import { ApiError } from '../../lib/api-client'
import { renderWithProviders } from '../../testing/render'
import { PreviewRoute } from './preview'

vi.mock('../../features/site/hooks/use-page-title', () => ({ usePageTitle: () => {} }))
vi.mock('../../features/preview/api/get-preview', () => ({ usePreview: vi.fn() }))
const usePreviewMock = vi.mocked(usePreview)

const answer = (fields: { data?: unknown; error?: unknown }) =>
  ({ data: undefined, error: null, isLoading: false, ...fields }) as unknown as ReturnType<typeof usePreview>

const post = {
  _id: 'p1',
  id: 'p1',
  version: 1,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  title: 'Monsoon care',
  content: '<p>Boil water.</p>',
  excerpt: '',
  category: '',
  author: 'Dr. Rao',
  imageUrl: '',
  tags: [],
  publishDate: '2026-11-27',
  status: 'draft',
  publishAt: null,
}

describe('/preview', () => {
  it('shows the draft post as the blog does, under the "not published" bar', async () => {
    usePreviewMock.mockReturnValue(answer({ data: { resource: 'blog-post', record: post } }))
    renderWithProviders(<PreviewRoute />, { route: '/preview?token=blog-post~p1~L1-abc' })
    expect(await screen.findByRole('heading', { name: 'Monsoon care' })).toBeInTheDocument()
    expect(screen.getByText('Boil water.')).toBeInTheDocument()
    expect(screen.getByText('Preview — not published')).toBeInTheDocument()
    expect(usePreviewMock).toHaveBeenCalledWith('blog-post~p1~L1-abc')
  })

  it("says so when the link has expired, in the server's words", async () => {
    const message = 'This preview link has expired: ask for a new one in the admin panel'
    usePreviewMock.mockReturnValue(
      answer({ error: new ApiError(410, message, { statusCode: 410, error: 'Gone', message }) }),
    )
    renderWithProviders(<PreviewRoute />, { route: '/preview?token=x' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This preview link has expired: ask for a new one in the admin panel',
    )
  })
})
