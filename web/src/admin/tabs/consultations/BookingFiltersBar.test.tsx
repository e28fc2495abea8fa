import { labNow } from '@labsite/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import ConsultationsTab from './ConsultationsTab'

/** The query strings of every GET of the consultations list, in order. */
const listQueries = (fetchMock: ReturnType<typeof stubGetRoutes>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.endsWith('/content/consultations'))
    .map((url) => Object.fromEntries(url.searchParams))

describe('Consultations tab booking filters', () => {
  it('asks the server for one collection type, then for today in slot order', async () => {
    const fetchMock = stubGetRoutes({ 'content/consultations': [] })
    renderAdmin(<ConsultationsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(1))
    expect(listQueries(fetchMock)[0]).toEqual({ limit: '20', offset: '0' })

    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: 'home' } })
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ collectionType: 'home' }))

    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        limit: '20',
        offset: '0',
        collectionType: 'home',
        preferredDate: labNow().date,
        sort: 'slot',
      }),
    )
    expect(screen.getByLabelText('Preferred date')).toHaveValue(labNow().date)
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true')

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    // The unfiltered page is still cached from the first request, so clearing shows it again.
    expect(screen.getByLabelText('Preferred date')).toHaveValue('')
    expect(screen.getByLabelText('Collection')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false')
  })
})
