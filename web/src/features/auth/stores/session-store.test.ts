import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../lib/api-client'
import { resolveRelativeRequests } from '../../../testing/relative-requests'
import { readStoredSession, useSession } from './session-store'

const asha = { name: 'Asha Rao', email: 'asha@example.com' }

beforeEach(() => {
  localStorage.clear()
  useSession.getState().signOut()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the stored session (user and token in local storage)', () => {
  it('is restored only when both user and token are stored', () => {
    localStorage.setItem('user', JSON.stringify(asha))
    localStorage.setItem('token', 'jwt')
    expect(readStoredSession()).toEqual({ user: asha, token: 'jwt' })
    localStorage.removeItem('token')
    expect(readStoredSession()).toEqual({ user: null, token: null })
    localStorage.setItem('token', 'jwt')
    localStorage.setItem('user', '{not json')
    expect(readStoredSession()).toEqual({ user: null, token: null })
  })

  it('is written on sign-in and removed on sign-out', () => {
    useSession.getState().signIn('jwt', asha)
    expect(localStorage.getItem('token')).toBe('jwt')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(asha)
    useSession.getState().signOut()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })
})

describe('a 401 from the API', () => {
  function answerEveryRequestWith(status: number) {
    resolveRelativeRequests()
    const seen: Request[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init))
        return new Response(JSON.stringify({ statusCode: status, message: 'Your session has ended.' }), {
          status,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    return seen
  }

  it('ends the session whose token the server refused', async () => {
    useSession.getState().signIn('expired-jwt', asha)
    const seen = answerEveryRequestWith(401)
    await expect(api.get('user/me').json()).rejects.toThrow()
    expect(seen[0].headers.get('authorization')).toBe('Bearer expired-jwt')
    expect(useSession.getState().user).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('keeps the session on other refusals', async () => {
    useSession.getState().signIn('jwt', asha)
    answerEveryRequestWith(403)
    await expect(api.get('referrals').json()).rejects.toThrow()
    expect(useSession.getState().token).toBe('jwt')
  })
})
