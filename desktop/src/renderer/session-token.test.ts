// @vitest-environment jsdom
import { useAdminSession } from '@labsite/web/admin'
import { describe, expect, it } from 'vitest'
import type { DesktopBridge, RouteName } from '../shared/ipc-contract'
import { keepMainSignedIn, restoreSession } from './session-token'

const user = { id: 'u1', _id: 'u1', name: 'Priya', email: 'priya@lab.example', role: 'admin' }

/** Main's side of the two session routes, with the session it keeps (as the vault would). */
function mainKeeping(kept: { token: string; user: typeof user } | null) {
  const calls: { route: RouteName; input: unknown }[] = []
  let saved = kept
  const bridge = {
    invoke: async (route: RouteName, input: { session?: typeof kept }) => {
      calls.push({ route, input })
      if (route === 'session:get') return { ok: true, data: saved }
      if (route === 'session:set') saved = input.session ?? null
      return { ok: true, data: null }
    },
    on: () => () => {},
  } as unknown as DesktopBridge
  return { bridge, calls, saved: () => saved }
}

describe('the staff session on the desktop', () => {
  it('comes back from main, and is never written to localStorage', async () => {
    const main = mainKeeping({ token: 'kept-token', user })
    await restoreSession(main.bridge)
    const stop = keepMainSignedIn(main.bridge)
    expect(useAdminSession.getState().token).toBe('kept-token')
    useAdminSession.getState().signIn('fresh-token', user as never)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(main.saved()?.token).toBe('fresh-token')
    expect(JSON.stringify({ ...localStorage })).not.toContain('token')
    stop()
  })

  it('moves a session an older console left in localStorage over to main, and erases it there', async () => {
    localStorage.setItem('adminSession', JSON.stringify({ state: { token: 'old-token', user }, version: 0 }))
    const main = mainKeeping(null)
    await restoreSession(main.bridge)
    const stop = keepMainSignedIn(main.bridge)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem('adminSession')).toBeNull()
    expect(main.saved()?.token).toBe('old-token')
    stop()
  })
})
