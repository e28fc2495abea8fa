import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { getSlots } from '../api/booking-calendar'
import { WhenAndWhere } from './WhenAndWhere'

vi.mock('../api/booking-calendar', () => ({ getSlots: vi.fn(), checkPincode: vi.fn() }))
vi.mocked(getSlots).mockResolvedValue({
  date: '2026-12-01',
  bookable: true,
  reason: '',
  slots: [
    { id: 's1', label: '07:00–08:00', remaining: 4 },
    { id: 's2', label: '08:00–09:00', remaining: 0 },
    { id: 's3', label: '09:00–10:00', remaining: 1 },
  ],
} as never)

function Harness({ onSlot }: { onSlot: (id: string) => void }) {
  const [date, setDate] = useState('')
  const [slot, setSlot] = useState('')
  return (
    <WhenAndWhere
      collectionType="home"
      onCollectionType={() => {}}
      dateProps={{ value: date, onChange: setDate }}
      slotProps={{
        value: slot,
        onChange: (id) => {
          setSlot(id)
          onSlot(id)
        },
      }}
      pincodeProps={{ value: '', onChange: () => {} }}
    />
  )
}

describe('choosing when', () => {
  it('marks only what it enforces: no day needed, then a slot and the PIN once a day is chosen', async () => {
    const chosen = vi.fn()
    renderWithProviders(<Harness onSlot={chosen} />)
    expect(screen.getByLabelText(/Preferred date/)).not.toBeRequired()
    expect(screen.getByLabelText(/PIN code/)).not.toBeRequired()
    expect(screen.queryByRole('radio', { name: /left$/ })).not.toBeInTheDocument()

    fireEvent.change(screen.getByLabelText(/Preferred date/), { target: { value: '2026-12-01' } })
    expect(screen.getByLabelText(/PIN code/)).toBeRequired()
    // Slots are buttons in the page's flow, full ones left out.
    const slots = await screen.findAllByRole('radio', { name: /left$/ })
    expect(slots.map((slot) => slot.textContent)).toEqual(['07:00–08:004 left', '09:00–10:001 left'])
    fireEvent.click(slots[1])
    expect(chosen).toHaveBeenLastCalledWith('s3')
    expect(slots[1]).toHaveAttribute('aria-checked', 'true')
  })
})
