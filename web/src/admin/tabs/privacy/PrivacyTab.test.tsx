import { PHONE_INVALID_MESSAGE } from '@labsite/shared'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPlatform, renderAdmin } from '../../testing/render-admin'
import PrivacyTab from './PrivacyTab'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Privacy tab', () => {
  it('erases everything about an address only after confirmation, and says what went', async () => {
    const { platform, writes } = createTestPlatform(() => ({
      data: {
        bookings: 2,
        files: 3,
        contactMessages: 1,
        referrals: 0,
        accounts: 1,
        idempotencyRecords: 2,
        mails: 4,
        payments: 2,
      },
    }))
    renderAdmin(<PrivacyTab />, { platform })
    const erase = screen.getByRole('button', { name: 'Erase everything' })
    expect(erase).toBeDisabled()
    fireEvent.change(screen.getByLabelText('E-mail address of the person'), {
      target: { value: 'asha@example.com' },
    })
    fireEvent.change(screen.getByLabelText(/Their phone number/), { target: { value: 'call me' } })
    expect(screen.getByText(`Phone ${PHONE_INVALID_MESSAGE}`)).toBeInTheDocument()
    expect(erase).toBeDisabled()
    fireEvent.change(screen.getByLabelText(/Their phone number/), { target: { value: '+91 98765 43210' } })
    fireEvent.click(erase)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/everything about asha@example.com/)).toBeInTheDocument()
    expect(writes).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Erased for asha@example.com:')).toBeInTheDocument()
    expect(screen.getByText('2 booking enquiries with 3 files')).toBeInTheDocument()
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'admin/privacy/erase',
      json: { email: 'asha@example.com', phone: '+91 98765 43210' },
    })
  })
})
