import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../features/auth/stores/session-store'
import { BookingPanel } from '../../features/bookings/components/BookingPanel'
import { renderWithProviders } from '../../testing/render'
import { SignedInBookingPrefill } from './SignedInBookingPrefill'

// A signed-in visitor's form also asks for their last booking's place: none here.
vi.mock('../../features/bookings/api/my-bookings', () => ({ useMyBookings: () => ({ data: [] }) }))

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
const renderBookingForm = () =>
  renderWithProviders(
    <SignedInBookingPrefill>
      <BookingPanel />
    </SignedInBookingPrefill>,
  )

afterEach(() => {
  useSession.getState().signOut()
})

describe('the booking form for a signed-in visitor', () => {
  it("starts with the account's name, e-mail and phone, which stay editable", () => {
    useSession.getState().signIn('token-1', {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
    })
    renderBookingForm()
    expect(field(/Full name/)).toHaveValue('Asha Rao')
    expect(field(/^Email/)).toHaveValue('asha@example.com')
    expect(field(/^Phone/)).toHaveValue('+91 98765 43210')
    expect(field(/^Address/)).toHaveValue('')

    fireEvent.change(field(/Full name/), { target: { value: 'Asha R.' } })
    expect(field(/Full name/)).toHaveValue('Asha R.')
  })

  it('leaves a field empty when the account has nothing for it', () => {
    useSession.getState().signIn('token-2', { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '' })
    renderBookingForm()
    expect(field(/Full name/)).toHaveValue('Ravi Kumar')
    expect(field(/^Phone/)).toHaveValue('')
  })

  it('starts empty for a visitor who is not signed in', () => {
    renderBookingForm()
    for (const label of [/Full name/, /^Email/, /^Phone/, /^Address/]) expect(field(label)).toHaveValue('')
  })
})
