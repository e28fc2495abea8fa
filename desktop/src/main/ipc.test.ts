import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { INVOKE_CHANNEL } from '../shared/channels'
import type { SyncState } from '../shared/ipc-contract'
import { APP_URL } from './app-protocol'
import { createDispatcher, type RouteHandlers, registerIpc, UNTRUSTED_SENDER } from './ipc'

const EMPTY_STATE: SyncState = {
  online: true,
  syncing: false,
  lastSyncAt: null,
  needsSignIn: false,
  user: null,
  waitingFor: [],
  lastError: null,
  nextTryAt: null,
  idMap: {},
  references: {},
  versionSteps: [],
  notices: [],
  offlineDataFrom: null,
  serverNotAnswering: false,
  entries: [],
}

const PRINTERS = { printers: [], labelPrinter: null, slipPrinter: null, labelSize: '50x25' as const }

function handlers(overrides: Partial<RouteHandlers> = {}): RouteHandlers {
  return {
    'settings:get': () => ({ serverUrl: 'https://lab.example.com' }),
    'settings:set-server-url': ({ serverUrl }) => ({ serverUrl }),
    'files:pick': async () => ({ files: [], rejected: [] }),
    'shell:open-external': () => null,
    'session:get': () => null,
    'session:set': () => null,
    'queue:enqueue': () => EMPTY_STATE,
    'queue:retry': () => EMPTY_STATE,
    'queue:edit-again': () => EMPTY_STATE,
    'queue:keep-file': () => ({ url: '/queued-uploads/x.png' }),
    'queue:enqueue-upload': () => EMPTY_STATE,
    'queue:resolve-conflict': () => EMPTY_STATE,
    'queue:discard': () => EMPTY_STATE,
    'sync:acknowledge-notice': () => EMPTY_STATE,
    'printers:list': () => PRINTERS,
    'preferences:set-printer': () => PRINTERS,
    'labels:draw': ({ reference }) => ({ reference, bytes: new Uint8Array() }),
    'print:pdf': () => null,
    'sync:get-state': () => EMPTY_STATE,
    'sync:now': () => EMPTY_STATE,
    ...overrides,
  }
}

const goodWrite = {
  method: 'PUT',
  path: 'menu/abc',
  json: { title: 'x' },
  ifMatch: 2,
  label: 'Update menu item',
}

describe('the route dispatcher', () => {
  const dispatch = createDispatcher(handlers())

  it('answers { ok: true, data } from the route’s handler', async () => {
    expect(await dispatch('settings:get', {})).toEqual({
      ok: true,
      data: { serverUrl: 'https://lab.example.com' },
    })
    expect(await dispatch('queue:enqueue', { write: goodWrite })).toEqual({
      ok: true,
      data: EMPTY_STATE,
    })
  })

  it('refuses an unknown route, including names inherited from Object', async () => {
    expect(await dispatch('fs:delete', {})).toEqual({ ok: false, error: 'Unknown route: fs:delete' })
    expect(await dispatch('constructor', {})).toMatchObject({ ok: false })
    expect(await dispatch(42, {})).toMatchObject({ ok: false })
  })

  it('refuses input that does not match the route’s schema, naming the field, before the handler runs', async () => {
    const pick = vi.fn()
    const guarded = createDispatcher(handlers({ 'files:pick': pick }))
    const answer = await guarded('files:pick', { accept: 'executables' })
    expect(answer).toMatchObject({ ok: false })
    expect(!answer.ok && answer.error).toMatch(/^Invalid input for files:pick: \/accept /)
    expect(await guarded('files:pick', { accept: 'image', extra: true })).toMatchObject({ ok: false })
    expect(await guarded('files:pick', null)).toMatchObject({ ok: false })
    expect(pick).not.toHaveBeenCalled()
  })

  it.each([
    ['../admin/users', 'a parent segment'],
    ['/api/menu', 'a leading slash'],
    ['https://evil.example/x', 'a scheme'],
    ['menu/./x', 'a dot segment'],
    ['menu\\x', 'a backslash'],
  ])('refuses a queued write whose path has %s (%s)', async (writePath) => {
    const answer = await dispatch('queue:enqueue', { write: { ...goodWrite, path: writePath } })
    expect(answer).toMatchObject({ ok: false })
    expect(!answer.ok && answer.error).toContain('/write/path')
  })

  it('turns a handler’s error into { ok: false, error }', async () => {
    const failing = createDispatcher(
      handlers({
        'settings:set-server-url': () => {
          throw new Error('Enter the server address starting with http:// or https://')
        },
      }),
    )
    expect(await failing('settings:set-server-url', { serverUrl: 'x' })).toEqual({
      ok: false,
      error: 'Enter the server address starting with http:// or https://',
    })
  })
})

describe('who may call', () => {
  function registered() {
    let invoke: ((event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>) | null = null
    const ipcMain = {
      handle: (channel: string, listener: typeof invoke) => {
        expect(channel).toBe(INVOKE_CHANNEL)
        invoke = listener
      },
    }
    const consoleWindow = { id: 1 }
    const settingsGet = vi.fn(() => ({ serverUrl: null }))
    registerIpc(ipcMain as unknown as Pick<IpcMain, 'handle'>, {
      handlers: handlers({ 'settings:get': settingsGet }),
      appUrl: APP_URL,
      isKnownWindow: (sender) => sender === (consoleWindow as unknown),
    })
    const call = (frameUrl: string | null, sender: unknown = consoleWindow) =>
      invoke?.(
        {
          senderFrame: frameUrl === null ? null : { url: frameUrl },
          sender,
        } as unknown as IpcMainInvokeEvent,
        'settings:get',
        {},
      )
    return { call, settingsGet }
  }

  it('answers the console’s own page', async () => {
    const { call } = registered()
    expect(await call('app://console/index.html#/services')).toEqual({ ok: true, data: { serverUrl: null } })
  })

  it.each([
    'https://evil.example/',
    'app://console.evil.example/',
    'file:///tmp/x.html',
    'http://localhost:5173/',
  ])('refuses a frame showing %s', async (url) => {
    const { call, settingsGet } = registered()
    expect(await call(url)).toEqual({ ok: false, error: UNTRUSTED_SENDER })
    expect(settingsGet).not.toHaveBeenCalled()
  })

  it('refuses a call from another window or from a frame that is gone', async () => {
    const { call, settingsGet } = registered()
    expect(await call('app://console/', { id: 2 })).toEqual({ ok: false, error: UNTRUSTED_SENDER })
    expect(await call(null)).toEqual({ ok: false, error: UNTRUSTED_SENDER })
    expect(settingsGet).not.toHaveBeenCalled()
  })
})
