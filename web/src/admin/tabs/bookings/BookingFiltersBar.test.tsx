import { labNow } from '@labsite/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BookingsTab from './BookingsTab'

/** The query strings of every GET of `path` (the bookings list by default), in order. */
const listQueries = (fetchMock: ReturnType<typeof stubGetRoutes>, path = '/content/consultations') =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => Object.fromEntries(url.searchParams))

const SLOTS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    weekday: 1,
    startTime: '07:00',
    endTime: '08:00',
    capacity: 3,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    weekday: 2,
    startTime: '07:00',
    endTime: '08:00',
    capacity: 3,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    weekday: 1,
    startTime: '08:00',
    endTime: '09:00',
    capacity: 5,
  },
]

describe('Bookings tab booking filters', () => {
  it('asks the server for one collection type, then for today in slot order', async () => {
    const fetchMock = stubGetRoutes({ 'content/consultations': [] })
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
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

  it('filters by a slot of the slot table, and exports to CSV with every filter shown', async () => {
    const fetchMock = stubGetRoutes({
      'content/consultations': [],
      'content/consultations.csv': 'csv',
      'admin/booking-slots': SLOTS,
    })
    // jsdom has no object URLs and cannot follow a download link: the request is what matters.
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderAdmin(<BookingsTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    const slot = await screen.findByRole('option', { name: 'Monday 08:00–09:00' })
    expect(screen.getAllByRole('option', { name: /day \d/ }).map((option) => option.textContent)).toEqual([
      'Monday 07:00–08:00',
      'Monday 08:00–09:00',
      'Tuesday 07:00–08:00',
    ])

    // 2026-11-30 is a Monday: only Monday's slots are offered for it.
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: '2026-11-30' } })
    expect(screen.queryByRole('option', { name: 'Tuesday 07:00–08:00' })).not.toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Slot'), { target: { value: (slot as HTMLOptionElement).value } })
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: 'lab' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } })
    const expected = {
      preferredDate: '2026-11-30',
      slotId: SLOTS[2].id,
      collectionType: 'lab',
      status: 'confirmed',
    }
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ limit: '20', offset: '0', ...expected }),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(listQueries(fetchMock, '/content/consultations.csv')).toEqual([expected]))
  })
})
