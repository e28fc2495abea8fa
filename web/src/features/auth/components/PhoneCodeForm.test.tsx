import { MESSAGES } from '@labsite/shared'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { renderWithProviders } from '../../../testing/render'
import { requestSignInCode, updateProfile, verifySignInCode } from '../api/sign-in-code'
import { useSession } from '../stores/session-store'
import { PhoneCodeForm } from './PhoneCodeForm'

vi.mock('../api/sign-in-code', () => ({
  requestSignInCode: vi.fn(),
  verifySignInCode: vi.fn(),
  updateProfile: vi.fn(),
}))
const request = vi.mocked(requestSignInCode)
const verify = vi.mocked(verifySignInCode)
const patch = vi.mocked(updateProfile)

const user = (name: string) => ({
  _id: 'u1',
  id: 'u1',
  name,
  email: '',
  phone: '+919845012345',
  role: 'visitor' as const,
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
})

async function toCodeStep() {
  const onSignedIn = vi.fn()
  renderWithProviders(<PhoneCodeForm onSignedIn={onSignedIn} />)
  const events = userEvent.setup()
  await events.type(screen.getByLabelText(/^Mobile number/), '098450 12345')
  await events.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByLabelText(/^Six-digit code/)
  return { onSignedIn, events }
}

beforeEach(() => {
  request.mockReset().mockResolvedValue({ message: MESSAGES.signInCodeSent })
  verify.mockReset()
  patch.mockReset()
  localStorage.clear()
  useSession.getState().signOut()
})

describe('PhoneCodeForm', () => {
  it('refuses a number that is no mobile at the field and sends nothing', async () => {
    renderWithProviders(<PhoneCodeForm onSignedIn={vi.fn()} />)
    const events = userEvent.setup()
    await events.type(screen.getByLabelText(/^Mobile number/), '12345')
    await events.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText(/^Mobile number must be a 10-digit Indian mobile/)).toBeInTheDocument()
    expect(request).not.toHaveBeenCalled()
  })

  it('sends the number in E.164, then signs an existing account in with the code, like a login', async () => {
    verify.mockResolvedValue({ token: 'jwt', user: user('Meera'), deviceToken: 'dev' })
    const { onSignedIn, events } = await toCodeStep()
    expect(request).toHaveBeenCalledWith('+919845012345')
    expect(screen.getByText(MESSAGES.signInCodeSent)).toBeInTheDocument()
    await events.type(screen.getByLabelText(/^Six-digit code/), '123456')
    await events.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(verify).toHaveBeenCalledWith('+919845012345', '123456')
    expect(localStorage.getItem('token')).toBe('jwt')
    expect(useSession.getState().user?.name).toBe('Meera')
  })

  it('asks a new account its name once, saves it through the profile and then moves on', async () => {
    verify.mockResolvedValue({ token: 'jwt', user: user(''), deviceToken: 'dev' })
    patch.mockResolvedValue(user('Asha Rao'))
    const { onSignedIn, events } = await toCodeStep()
    await events.type(screen.getByLabelText(/^Six-digit code/), '123456')
    await events.click(screen.getByRole('button', { name: 'Sign in' }))
    await events.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
    await events.type(screen.getByLabelText(/^Full Name/), 'Asha Rao')
    await events.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(patch).toHaveBeenCalledWith({ name: 'Asha Rao' })
    expect(useSession.getState().user?.name).toBe('Asha Rao')
  })

  it('shows the server’s refusal of a wrong or expired code at the field and stays signed out', async () => {
    verify.mockRejectedValueOnce(
      new ApiError(401, MESSAGES.signInCodeWrong, { message: MESSAGES.signInCodeWrong }),
    )
    verify.mockRejectedValueOnce(
      new ApiError(401, MESSAGES.signInCodeExpired, { message: MESSAGES.signInCodeExpired }),
    )
    const { onSignedIn, events } = await toCodeStep()
    await events.type(screen.getByLabelText(/^Six-digit code/), '000000')
    await events.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(MESSAGES.signInCodeWrong)).toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(MESSAGES.signInCodeExpired)).toBeInTheDocument()
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(useSession.getState().token).toBeNull()
  })

  it('says how long to wait when the server limits the tries', async () => {
    const limited = new ApiError(429, MESSAGES.signInCodeTooManyTries, {
      message: MESSAGES.signInCodeTooManyTries,
    })
    limited.retryAfterMs = 584_000
    verify.mockRejectedValue(limited)
    const { events } = await toCodeStep()
    await events.type(screen.getByLabelText(/^Six-digit code/), '000000')
    await events.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText(`${MESSAGES.signInCodeTooManyTries} Try again in 10 minutes.`),
    ).toBeInTheDocument()
  })
})
