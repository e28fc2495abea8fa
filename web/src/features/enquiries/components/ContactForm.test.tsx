import { MESSAGES } from '@labsite/shared'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { sendContactMessage } from '../api/send-contact-message'
import { ContactForm } from './ContactForm'

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }))
const send = vi.mocked(sendContactMessage)

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

function fill() {
  type(/^Name/, 'Ravi Kumar')
  type(/^Email/, 'ravi@example.com')
  type(/^Subject/, 'Home collection timing')
  type(/^Message/, 'Can you come at 7 am?')
}

beforeEach(() => send.mockReset())

describe('contact form', () => {
  it('on success shows the Success! toast and clears the form', async () => {
    send.mockResolvedValueOnce()
    renderWithProviders(<ContactForm />)
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Success!')).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.contactSent)).toBeInTheDocument()
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '',
        subject: 'Home collection timing',
        message: 'Can you come at 7 am?',
      },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    )
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''))
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
  })

  it('on failure shows the Error! toast and keeps the message', async () => {
    send.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error', null))
    renderWithProviders(<ContactForm />)
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Error!')).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.contactFailed)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can you come at 7 am?')
  })

  it('sends nothing while a required field is empty', async () => {
    renderWithProviders(<ContactForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Subject is required')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })
})
