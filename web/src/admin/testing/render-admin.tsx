import { STAFF_READ_PREFIX, type User } from '@labsite/shared'
import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, vi } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { ConflictDialogHost } from '../components/ConflictDialog'
import { PlatformProvider } from '../platform/PlatformProvider'
import type { AdminWrite, AdminWriteResult, PlatformServices } from '../platform/platform-services'
import { useAdminSession } from '../stores/admin-session'

// Tests run without vitest globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup()
  // Toasts live in a module-level store and would otherwise carry over into the next test.
  notifications.clean()
  notifications.cleanQueue()
  vi.unstubAllGlobals()
})

export const TEST_API_BASE = 'http://admin.test/api'

export const TEST_ADMIN: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Test Admin',
  email: 'admin@example.test',
  phone: '',
  role: 'admin',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
}

export const TEST_STAFF: User = {
  ...TEST_ADMIN,
  name: 'Test Staff',
  email: 'staff@example.test',
  role: 'staff',
}

/** What the fake edit queue answers for a write: data (sent), 'queued', or an error to throw. */
export type WriteAnswer = { data: unknown } | 'queued' | Error

/**
 * A platform for component tests: writes are recorded in `writes` and answered by `answer`
 * (default: sent, echoing the body); reads go to the stubbed fetch (see stubGetRoutes).
 */
export function createTestPlatform(answer: (write: AdminWrite) => WriteAnswer = (w) => ({ data: w.json })) {
  const writes: AdminWrite[] = []
  const platform: PlatformServices = {
    kind: 'web',
    apiBaseUrl: TEST_API_BASE,
    pickFiles: async () => [],
    openExternal: () => {},
    editQueue: {
      send: async (write): Promise<AdminWriteResult> => {
        writes.push(write)
        const result = answer(write)
        if (result instanceof Error) throw result
        return result === 'queued' ? { status: 'queued' } : { status: 'sent', data: result.data }
      },
      pendingCount: () => 0,
      subscribe: () => () => {},
    },
  }
  return { platform, writes }
}

/** A server's refusal of a read, in the API's error shape, for a route of stubGetRoutes. */
export const serverRefusal = (status: number, message: string) =>
  Response.json({ statusCode: status, error: 'Refused', message }, { status })

/**
 * Answers GETs below TEST_API_BASE from `routes` (path → JSON body, or a whole Response such as a
 * serverRefusal, or a promise of one: the read waits until the test resolves it); anything else is a 404. The admin reads what it edits at the staff path of the same
 * shape (`admin/edit/menu` for `menu`), so a stub keyed by the public path answers it too.
 */
export function stubGetRoutes(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname.replace(/^\/api\//, '').replace(`${STAFF_READ_PREFIX}/`, '')
    const answer = routes[path]
    if (answer instanceof Response) return answer.clone()
    if (answer instanceof Promise) return ((await answer) as Response).clone()
    if (path in routes) {
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/**
 * Renders admin UI signed in as `user`, with a fresh query cache (or `queryClient`), Mantine,
 * notifications, a router (at `url`) and the conflict host.
 */
export function renderAdmin(
  ui: ReactElement,
  options: { platform: PlatformServices; user?: User | null; queryClient?: QueryClient; url?: string },
) {
  const user = options.user === undefined ? TEST_ADMIN : options.user
  useAdminSession.setState({ token: user ? 'test-token' : null, user, endedReason: null })
  const queryClient = options.queryClient ?? createQueryClient()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Notifications />
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <PlatformProvider services={options.platform}>
            {ui}
            <ConflictDialogHost />
          </PlatformProvider>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
}
