import { createApiClient } from '@labsite/web/api-client'
import type { IpcMainInvokeEvent } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { INVOKE_CHANNEL } from '../../shared/channels'
import { APP_URL } from '../app-protocol'
import { createNoticeBoard } from '../notice-board'
import { createPreferences } from '../preferences'
import { createOfflineQueue } from '../queue'
import { createMemoryQueueAuditLog } from '../queue-audit-log'
import { createSettings } from '../settings'
import { createMemoryStore } from '../store'
import { createSyncLoop } from '../sync'
import { registerConsoleRoutes } from './ipc-routes'

type Invoke = (event: IpcMainInvokeEvent, route: unknown, input: unknown) => Promise<unknown>

function registered(withWindow: boolean) {
  let invoke: Invoke | null = null
  const page = {
    getPrintersAsync: async () => [{ name: 'Zebra', displayName: 'Zebra', description: '', options: {} }],
  }
  const window = { webContents: page }
  const saved: unknown[] = []
  const queue = createOfflineQueue(createMemoryStore())
  registerConsoleRoutes(
    {
      handle: (channel: string, listener: Invoke) => {
        expect(channel).toBe(INVOKE_CHANNEL)
        invoke = listener
      },
    },
    {
      appUrl: APP_URL,
      stores: {
        settings: createSettings(createMemoryStore({ serverUrl: 'https://lab.example.com' })),
        queue,
        preferences: createPreferences(createMemoryStore()),
        sessionVault: {
          load: () => null,
          save: (server, session) => void saved.push([server, session]),
          canPersist: () => true,
        },
        auditLog: createMemoryQueueAuditLog(),
        queueNotices: createNoticeBoard(createMemoryStore()),
        serverUrl: () => 'https://lab.example.com',
      },
      sync: createSyncLoop({
        queue,
        checkServer: async () => false,
        send: async () => null,
        onChange: () => {},
      }),
      serverClient: () => createApiClient({ prefixUrl: 'https://lab.example.com/api', fetch: () => vi.fn() }),
      openExternal: vi.fn(),
      dialog: { showOpenDialog: async () => ({ canceled: true, filePaths: [] }) },
      window: {
        current: () => (withWindow ? window : null),
        isPage: (sender) => withWindow && sender === page,
      },
      BrowserWindow: vi.fn(),
      tempDir: '/tmp',
    },
  )
  const call = (route: string, input: unknown, sender: unknown = page) =>
    invoke?.(
      { sender, senderFrame: { url: 'app://console/index.html' } } as unknown as IpcMainInvokeEvent,
      route,
      input,
    )
  return { call, saved }
}

describe('the console’s IPC routes', () => {
  it('answers the console window’s page from main’s real services', async () => {
    const { call, saved } = registered(true)
    expect(await call('settings:get', {})).toMatchObject({
      ok: true,
      data: { serverUrl: 'https://lab.example.com' },
    })
    expect(await call('printers:list', {})).toMatchObject({
      ok: true,
      data: { printers: [{ name: 'Zebra' }] },
    })
    const session = { token: 't', user: { id: 'u1', name: 'Priya' } }
    expect(await call('session:set', { session })).toMatchObject({ ok: true })
    expect(saved).toEqual([['https://lab.example.com', session]])
  })

  it('refuses a call from anything but the console window', async () => {
    const { call } = registered(true)
    expect(await call('settings:get', {}, { other: true })).toMatchObject({ ok: false })
    const closed = registered(false)
    expect(await closed.call('settings:get', {})).toMatchObject({ ok: false })
  })
})
