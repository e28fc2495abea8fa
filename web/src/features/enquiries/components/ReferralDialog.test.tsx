import { MESSAGES } from '@labsite/shared'
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { submitReferral } from '../api/submit-referral'
import { ReferralDialog } from './ReferralDialog'

vi.mock('../api/submit-referral', () => ({ submitReferral: vi.fn() }))
const submit = vi.mocked(submitReferral)

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

beforeEach(() => submit.mockReset())

describe('Refer and Earn dialog', () => {
  it('requires all four fields, then sends and thanks the visitor', async () => {
    renderWithProviders(<ReferralDialog opened onClose={() => {}} />)
    expect(await screen.findByRole('dialog', { name: 'Refer and Earn' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send Referral' }))
    expect(await screen.findByText("Friend's phone is required")).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()

    type('Your email', 'me@example.com')
    type('Your phone', '9876543210')
    type("Friend's email", 'friend@example.com')
    type("Friend's phone", '9123456780')
    submit.mockRejectedValueOnce(new ApiError(400, 'body/friendEmail must match format "email"', null))
    fireEvent.click(screen.getByRole('button', { name: 'Send Referral' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('friendEmail')
    expect(screen.getByLabelText("Friend's email", { exact: false })).toHaveValue('friend@example.com')

    submit.mockResolvedValueOnce({} as never)
    fireEvent.click(screen.getByRole('button', { name: 'Send Referral' }))
    expect(await screen.findByText(MESSAGES.referralThanks)).toBeInTheDocument()
    expect(submit).toHaveBeenLastCalledWith(
      {
        referrerEmail: 'me@example.com',
        referrerPhone: '9876543210',
        friendEmail: 'friend@example.com',
        friendPhone: '9123456780',
      },
      submit.mock.calls[0][1],
    )
  })
})
