import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveRelativeRequests } from '../../../testing/relative-requests'
import { useSession } from '../stores/session-store'
import { logOut } from './logout'

const asha = { name: 'Asha Rao', email: 'asha@example.com' }

beforeEach(() => {
  localStorage.clear()
  useSession.getState().signIn('asha-token', asha)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** Records each request the API client sends, answering `status`, or failing like an unreachable server. */
function stubServer(status: number | 'offline') {
  resolveRelativeRequests()
  const sent: { url: string; authorization: string | null }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: new URL(String(input), 'http://site.test').pathname,
        authorization: new Headers(init?.headers).get('authorization'),
      })
      if (status === 'offline') throw new TypeError('Failed to fetch')
      return Response.json({ message: 'ok' }, { status })
    }),
  )
  return sent
}

describe('logging out', () => {
  it('ends this session on the server with its token, then forgets it in the browser', async () => {
    const sent = stubServer(200)
    await logOut()
    expect(sent).toEqual([{ url: '/api/user/logout', authorization: 'Bearer asha-token' }])
    expect(useSession.getState().token).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('ends every session of the account when asked', async () => {
    const sent = stubServer(200)
    await logOut('everywhere')
    expect(sent.map((request) => request.url)).toEqual(['/api/user/logout-all'])
    expect(useSession.getState().token).toBeNull()
  })

  it('still signs the visitor out here when the server cannot be reached', async () => {
    stubServer('offline')
    await logOut()
    expect(useSession.getState().token).toBeNull()
  })
})
