import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { confirmEmail, requestEmailVerification } from '../api/email-verification'
import { EmailConfirmation, EmailVerificationPrompt } from './EmailVerification'

vi.mock('../api/email-verification', () => ({ requestEmailVerification: vi.fn(), confirmEmail: vi.fn() }))

const user = { name: 'Meera Iyer', email: 'meera@example.com' }
beforeEach(() => vi.clearAllMocks())

describe('proving the e-mail address of an account', () => {
  it('offers the link only to an account known not to have proved it, and says where it went', async () => {
    const { unmount } = renderWithProviders(
      <EmailVerificationPrompt user={{ ...user, emailVerified: true }} />,
    )
    expect(screen.queryByRole('button', { name: 'Send me a link' })).toBeNull()
    unmount()

    vi.mocked(requestEmailVerification).mockResolvedValueOnce({ message: 'sent' })
    renderWithProviders(<EmailVerificationPrompt user={{ ...user, emailVerified: false }} />)
    expect(
      screen.getByText(
        'Confirm that meera@example.com is yours, and every booking made with it appears here.',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to meera@example.com. Open it within 48 hours.',
    )
    expect(requestEmailVerification).toHaveBeenCalledTimes(1)
  })

  it("confirms a link's token once and says how many bookings joined, or why not", async () => {
    const onConfirmed = vi.fn()
    vi.mocked(confirmEmail).mockResolvedValueOnce({ claimed: 2, message: 'ok' })
    const { unmount } = renderWithProviders(<EmailConfirmation token="t1" onConfirmed={onConfirmed} />)
    expect(await screen.findByRole('status')).toHaveTextContent('Earlier bookings now under My bookings: 2.')
    expect(confirmEmail).toHaveBeenCalledTimes(1)
    expect(confirmEmail).toHaveBeenCalledWith('t1')
    expect(onConfirmed).toHaveBeenCalledTimes(1)
    unmount()

    const wrong = 'This confirmation link is wrong or has expired: ask for a new one under My bookings.'
    vi.mocked(confirmEmail).mockRejectedValueOnce(new ApiError(400, wrong, { message: wrong }))
    renderWithProviders(<EmailConfirmation token="t2" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong)
  })
})
