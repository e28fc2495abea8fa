import { MESSAGES } from '@labsite/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { login } from '../api/login'
import { useSession } from '../stores/session-store'
import { LoginForm } from './LoginForm'

vi.mock('../api/login', () => ({ login: vi.fn() }))
const loginMock = vi.mocked(login)

async function fillAndSubmit() {
  const onSignedIn = vi.fn()
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
  const events = userEvent.setup()
  await events.type(screen.getByLabelText(/^Email/), 'asha@example.com')
  await events.type(screen.getByLabelText(/^Password/), 'wrong-password')
  await events.click(screen.getByRole('button', { name: 'Login' }))
  return onSignedIn
}

beforeEach(() => {
  loginMock.mockReset()
  localStorage.clear()
  useSession.getState().signOut()
})

describe('LoginForm', () => {
  it('an empty login shows the app’s messages for both fields at once, focuses the first, and sends nothing', async () => {
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    const events = userEvent.setup()
    await events.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus())
    await events.type(screen.getByLabelText(/^Email/), 'not-an-address')
    await events.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(loginMock).not.toHaveBeenCalled()
  })

  it('says the login failed when the server refuses the credentials, and stays signed out', async () => {
    loginMock.mockRejectedValue(
      new ApiError(401, MESSAGES.invalidCredentials, { message: MESSAGES.invalidCredentials }),
    )
    const onSignedIn = await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginFailed)
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(useSession.getState().token).toBeNull()
  })

  it('says something unexpected happened when the server cannot be reached', async () => {
    loginMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpectedError)
  })

  it('reads "Logging in..." while busy, then keeps the session and moves on', async () => {
    let resolve: (value: Awaited<ReturnType<typeof login>>) => void = () => {}
    loginMock.mockReturnValue(new Promise((r) => (resolve = r)))
    const onSignedIn = await fillAndSubmit()
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
    resolve({
      token: 'jwt',
      user: {
        _id: 'u',
        id: 'u',
        name: 'Asha',
        email: 'asha@example.com',
        phone: '',
        role: 'visitor',
        emailVerified: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    })
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(localStorage.getItem('token')).toBe('jwt')
    expect(loginMock).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'wrong-password' })
  })

  it('links to the forgot-password and sign-up screens', () => {
    renderWithProviders(<LoginForm onSignedIn={() => {}} />)
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  })
})
