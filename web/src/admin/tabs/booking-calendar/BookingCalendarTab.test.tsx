import type { BookingSlot, ServiceablePincode } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { useConflictStore } from '../../stores/conflict-store'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import BookingCalendarTab from './BookingCalendarTab'

const mondaySlot: BookingSlot = {
  id: '00000000-0000-4000-8000-0000000000a1',
  weekday: 1,
  startTime: '07:00',
  endTime: '08:00',
  capacity: 5,
  version: 1,
}

async function renderCalendar() {
  const routes: Record<string, unknown> = {
    'admin/booking-slots': [mondaySlot],
    'admin/closed-dates': [],
    'admin/pincodes': [] as ServiceablePincode[],
  }
  stubGetRoutes(routes)
  const test = createTestPlatform((w) => {
    if (w.path === 'admin/booking-slots') {
      return { data: { ...(w.json as object), id: '00000000-0000-4000-8000-0000000000a2' } }
    }
    if (w.path === 'admin/pincodes') {
      // The server now lists what was imported; the refetch after the write reads it.
      routes['admin/pincodes'] = [
        { pincode: '560034', area: 'Koramangala' },
        { pincode: '110001', area: '' },
      ]
      return { data: { imported: 2, total: 2 } }
    }
    if (w.path === 'admin/closed-dates') return new Error('date 2026-02-30 is not a date')
    return { data: w.json }
  })
  renderAdmin(<BookingCalendarTab />, { platform: test.platform, user: TEST_STAFF })
  await screen.findByRole('table', { name: 'Slots' })
  return test
}

afterEach(() => useConflictStore.setState({ conflict: null }))

describe('BookingCalendarTab', () => {
  it("a stale capacity change opens the conflict dialog; 'Reload theirs' shows their capacity in the row", async () => {
    stubGetRoutes({ 'admin/booking-slots': [mondaySlot], 'admin/closed-dates': [], 'admin/pincodes': [] })
    const theirs = { ...mondaySlot, capacity: 9, version: 2 }
    const { platform, writes } = createTestPlatform(
      () => new ApiError(412, 'This record was changed by someone else', { current: theirs }),
    )
    renderAdmin(<BookingCalendarTab />, { platform, user: TEST_STAFF })
    const capacity = await screen.findByLabelText('Capacity of Monday 07:00–08:00')
    fireEvent.change(capacity, { target: { value: '7' } })
    fireEvent.click(
      within(screen.getByRole('row', { name: 'Monday 07:00–08:00' })).getByRole('button', { name: 'Save' }),
    )
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' })
    expect(writes[0]).toMatchObject({ method: 'PUT', ifMatch: 1, json: { capacity: 7 } })
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }))
    await waitFor(() => expect(screen.getByLabelText('Capacity of Monday 07:00–08:00')).toHaveValue('9'), {
      timeout: 5000,
    })
    expect(screen.queryByText('Error')).not.toBeInTheDocument()
  })

  it('adds a slot and imports pasted PIN codes, showing the new rows', async () => {
    const { writes } = await renderCalendar()
    const slotForm = within(screen.getByRole('form', { name: 'Add a slot' }))
    fireEvent.change(slotForm.getByLabelText('Weekday'), { target: { value: '6' } })
    fireEvent.change(slotForm.getByLabelText('Start'), { target: { value: '09:30' } })
    fireEvent.change(slotForm.getByLabelText('End'), { target: { value: '10:30' } })
    fireEvent.change(slotForm.getByLabelText('Capacity'), { target: { value: '3' } })
    fireEvent.click(slotForm.getByRole('button', { name: 'Add slot' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'admin/booking-slots',
      json: { weekday: 6, startTime: '09:30', endTime: '10:30', capacity: 3 },
    })
    expect(writes[0]?.idempotencyKey).toBeTruthy()
    const rows = within(screen.getByRole('table', { name: 'Slots' })).getAllByRole('row')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      null,
      'Monday 07:00–08:00',
      'Saturday 09:30–10:30',
    ])
    expect(screen.getByLabelText('Capacity of Saturday 09:30–10:30')).toHaveValue('3')

    const pinForm = within(screen.getByRole('form', { name: 'Add PIN codes' }))
    fireEvent.change(pinForm.getByLabelText('PIN codes'), { target: { value: '560034,Koramangala\n110001' } })
    fireEvent.click(pinForm.getByLabelText(/Replace all/))
    fireEvent.click(pinForm.getByRole('button', { name: 'Import PIN codes' }))
    await waitFor(() => expect(writes).toHaveLength(2))
    expect(writes[1]).toMatchObject({
      method: 'POST',
      path: 'admin/pincodes',
      json: { text: '560034,Koramangala\n110001', replace: true },
    })
    const pinTable = await screen.findByRole('table', { name: 'PIN codes' })
    expect(within(pinTable).getByRole('row', { name: /560034 Koramangala/ })).toBeInTheDocument()
    expect(within(pinTable).getByRole('row', { name: /110001/ })).toBeInTheDocument()
    expect(pinForm.getByLabelText('PIN codes')).toHaveValue('')
    expect(screen.getByText('2 PIN codes read from the last import; 2 served now.')).toBeInTheDocument()
  })

  it("refuses a slot ending before it starts without sending, and shows the server's refusal", async () => {
    const { writes } = await renderCalendar()
    const slotForm = within(screen.getByRole('form', { name: 'Add a slot' }))
    fireEvent.change(slotForm.getByLabelText('Start'), { target: { value: '10:00' } })
    fireEvent.change(slotForm.getByLabelText('End'), { target: { value: '09:00' } })
    fireEvent.click(slotForm.getByRole('button', { name: 'Add slot' }))
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument()
    expect(writes).toHaveLength(0)

    const closeForm = within(screen.getByRole('form', { name: 'Close a day' }))
    fireEvent.change(closeForm.getByLabelText('Date'), { target: { value: '2026-02-28' } })
    fireEvent.click(closeForm.getByRole('button', { name: 'Close this day' }))
    expect(await screen.findByText('date 2026-02-30 is not a date')).toBeInTheDocument()
    expect(screen.getByText('No closed dates.')).toBeInTheDocument()
  })
})
