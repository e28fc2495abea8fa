import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { Value } from 'typebox/value'
import { INVOKE_CHANNEL } from '../shared/channels'
import {
  type IpcResult,
  ROUTE_INPUTS,
  type RouteInput,
  type RouteName,
  type RouteOutputs,
} from '../shared/ipc-contract'
import { isAppUrl } from './window'

/**
 * One handler per route of the contract. The mapped type makes a missing route, an extra one or a
 * handler with the wrong input or output a compile error; an object literal cannot name a route twice.
 */
export type RouteHandlers = {
  [R in RouteName]: (input: RouteInput<R>) => RouteOutputs[R] | Promise<RouteOutputs[R]>
}

export const defineRoutes = (handlers: RouteHandlers): RouteHandlers => handlers

const isRouteName = (value: unknown): value is RouteName =>
  typeof value === 'string' && Object.hasOwn(ROUTE_INPUTS, value)

/** Why an input does not match its route's schema, naming the field (`/write/path must match …`). */
function describeInvalidInput(route: RouteName, input: unknown): string | null {
  const schema = ROUTE_INPUTS[route]
  if (Value.Check(schema, input)) return null
  const [first] = Value.Errors(schema, input)
  const field = first?.instancePath ? `${first.instancePath} ` : ''
  return `Invalid input for ${route}: ${field}${first?.message ?? 'does not match the expected shape'}`
}

/**
 * Runs a call from the renderer: the route must exist and the input match its schema before the
 * handler sees it; whatever happens, the answer is `{ ok: true, data }` or `{ ok: false, error }`.
 */
export function createDispatcher(handlers: RouteHandlers) {
  return async (route: unknown, input: unknown): Promise<IpcResult<unknown>> => {
    if (!isRouteName(route)) return { ok: false, error: `Unknown route: ${String(route).slice(0, 100)}` }
    const invalid = describeInvalidInput(route, input)
    if (invalid) return { ok: false, error: invalid }
    try {
      const handler = handlers[route] as (input: unknown) => unknown
      return { ok: true, data: await handler(input) }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : 'Something went wrong.' }
    }
  }
}

export const UNTRUSTED_SENDER = 'Refused: the call did not come from the console window.'

/**
 * Only the console's own page may call main: the frame that sent the message must show an app URL
 * (not a page it navigated to or an embedded frame from elsewhere) and belong to a known window.
 */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>,
  options: { appUrl: string; isKnownWindow: (sender: IpcMainInvokeEvent['sender']) => boolean },
): boolean {
  const frame = event.senderFrame
  if (!frame) return false
  return isAppUrl(frame.url, options.appUrl) && options.isKnownWindow(event.sender)
}

/** Registers the single invoke channel every route goes through. */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  options: {
    handlers: RouteHandlers
    appUrl: string
    isKnownWindow: (sender: IpcMainInvokeEvent['sender']) => boolean
  },
): void {
  const dispatch = createDispatcher(options.handlers)
  ipcMain.handle(INVOKE_CHANNEL, async (event, route: unknown, input: unknown) => {
    if (!isTrustedSender(event, options)) return { ok: false, error: UNTRUSTED_SENDER }
    return dispatch(route, input)
  })
}
