import { MESSAGES } from '@labsite/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { register } from '../api/register'
import { useSession } from '../stores/session-store'
import { SignupForm } from './SignupForm'

vi.mock('../api/register', () => ({ register: vi.fn() }))
const registerMock = vi.mocked(register)

const user = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 90000 00000',
  role: 'visitor' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function setup() {
  const onSignedUp = vi.fn()
  renderWithProviders(<SignupForm onSignedUp={onSignedUp} />)
  return { onSignedUp, events: userEvent.setup() }
}

const submit = () => screen.getByRole('button', { name: 'Create Account' })

beforeEach(() => {
  registerMock.mockReset()
  localStorage.clear()
  useSession.getState().signOut()
})

describe('SignupForm', () => {
  it('shows every problem at its field at once, focuses the first, and sends nothing', async () => {
    const { events } = setup()
    await events.type(screen.getByLabelText(/^Password/), 'short')
    await events.type(screen.getByLabelText('Phone Number'), '12')
    await events.click(submit())
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText(/Phone Number .*/, { selector: '.mantine-TextInput-error' })).toBeInTheDocument()
    expect(
      screen.getByText('At least 8 characters', { selector: '.mantine-PasswordInput-error' }),
    ).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.signupTerms)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Full Name/)).toHaveFocus())
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
    expect(registerMock).not.toHaveBeenCalled()

    // A fixed field loses its message; the others stay until they are fixed too.
    await events.type(screen.getByLabelText(/^Full Name/), 'Asha Rao')
    await events.type(screen.getByLabelText(/^Email/), 'asha')
    await events.click(submit())
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus())
  })

  it('sends the account once every field is right', async () => {
    const { events, onSignedUp } = setup()
    await events.type(screen.getByLabelText(/^Full Name/), 'Asha Rao')
    await events.type(screen.getByLabelText(/^Email/), 'asha@example.com')
    await events.type(screen.getByLabelText(/^Password/), 'secret-pass')
    await events.type(screen.getByLabelText(/^Confirm Password/), 'secret-pass')
    await events.type(screen.getByLabelText('Phone Number'), '+91 90000 00000')
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('placeholder', '+91 98765 43210')
    await events.click(screen.getByRole('checkbox', { name: /terms and conditions/ }))
    let resolve: (value: { token: string; user: typeof user }) => void = () => {}
    registerMock.mockReturnValue(new Promise((r) => (resolve = r)) as never)
    await events.click(submit())
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled()
    expect(registerMock).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret-pass',
      phone: '+91 90000 00000',
    })
    resolve({ token: 'jwt-token', user })
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled())
    expect(localStorage.getItem('token')).toBe('jwt-token')
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('asha@example.com')
    expect(useSession.getState().user?.name).toBe('Asha Rao')
  })

  it('links to the terms and to login', () => {
    setup()
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })

  it('shows the server’s message when the account cannot be created', async () => {
    const { events, onSignedUp } = setup()
    registerMock.mockRejectedValue(new ApiError(409, MESSAGES.emailTaken, { message: MESSAGES.emailTaken }))
    await events.type(screen.getByLabelText(/^Full Name/), 'Asha Rao')
    await events.type(screen.getByLabelText(/^Email/), 'asha@example.com')
    await events.type(screen.getByLabelText(/^Password/), 'secret-pass')
    await events.type(screen.getByLabelText(/^Confirm Password/), 'secret-pass')
    await events.click(screen.getByRole('checkbox'))
    await events.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken)
    expect(submit()).toBeEnabled()
    expect(onSignedUp).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBeNull()
  })
})
