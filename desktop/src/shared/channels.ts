/**
 * The IPC channels and event names the preload needs, kept apart from the route schemas so the
 * sandboxed preload bundle stays a few lines long.
 */
export const INVOKE_CHANNEL = 'labsite:invoke'
export const EVENT_CHANNEL = 'labsite:event'
export const EVENT_NAMES = [
  'sync-state',
  'command',
  'open-record',
  'update-state',
  'server-change',
  'upload-progress',
] as const

/** Whether a name the page passed is one of the events main sends. */
export const isEventName = (name: unknown): name is (typeof EVENT_NAMES)[number] =>
  EVENT_NAMES.some((known) => known === name)
