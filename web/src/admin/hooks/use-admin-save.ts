import { isRecord } from '@labsite/shared'
import { useCallback } from 'react'
import { ApiError } from '../../lib/api-client'
import type { AdminMutation } from '../api/requests'
import { showAdminToast } from '../components/admin-toast'
import { overwriteBody } from '../lib/overwrite-body'
import { useConflictStore } from '../stores/conflict-store'
import { useAdminWrite } from './use-admin-write'

export const QUEUED_TOAST = {
  title: 'Saved offline',
  message: 'Saved offline — will sync when the server is reachable',
} as const

/** A write (from the admin API's functions), the reads it makes stale, and what to show and do after. */
export interface AdminSaveOptions<T> extends AdminMutation {
  successMessage: { title: string; message: string }
  /** Put before the server's message in the red toast of a failed write (a tab's own wording). */
  failurePrefix?: string
  /** The red toast's title for a refusal of this status (409: 'Picture in use'); else 'Error'. */
  failureTitles?: Partial<Record<number, string>>
  /** The server's answer to a write that was sent. */
  onSaved?: (data: T) => void
  /** The desktop kept the write for later (offline): apply the change locally. */
  onQueued?: () => void
  /**
   * 'Reload theirs' in the conflict dialog: show the other person's record (the 412's `current`, the
   * same kind of record as the answer `T` of the write).
   */
  onConflictReload?: (current: T & Record<string, unknown>) => void
  /** The record as this editor opened it: "Overwrite with mine" then sends only the fields they changed. */
  openedWith?: Record<string, unknown>
  /**
   * A refusal (other than a conflict) shown by the caller instead of the red toast: a dialog keeps
   * "amount exceeds the balance" beside the form while staff correct it.
   */
  onRefused?: (message: string) => void
}

export type AdminSave = <T = unknown>(options: AdminSaveOptions<T>) => Promise<boolean>

/**
 * Every POST carries an Idempotency-Key, so a create replayed by the desktop's queue (or retried after
 * a lost answer) is applied once. A form that opens for one create gives its own key; any other POST
 * (a publish, a bulk action, a restore) gets one here, kept with the write in the queue.
 */
function withIdempotencyKey(mutation: AdminMutation): AdminMutation {
  const { write } = mutation
  if (write.method !== 'POST' || write.idempotencyKey) return mutation
  return { ...mutation, write: { ...write, idempotencyKey: crypto.randomUUID() } }
}

function currentRecordOf(error: ApiError): Record<string, unknown> | null {
  const current = error.body?.current
  return isRecord(current) ? current : null
}

/**
 * The one write path of the admin (web/src/admin/admin-patterns.test.ts fails on a tab that writes
 * another way): sends a write with useAdminWrite (which refetches the reads it
 * makes stale), then shows the success toast (or the
 * 'saved offline' one), the conflict dialog on 412, or a red toast with the server's message.
 * Resolves true when the change was saved or queued, false otherwise (after the conflict dialog closes).
 */
export function useAdminSave(): AdminSave {
  const send = useAdminWrite()
  const showConflict = useConflictStore((s) => s.show)
  const clearConflict = useConflictStore((s) => s.clear)

  const save = useCallback(
    async function run<T>(asked: AdminSaveOptions<T>): Promise<boolean> {
      const options = { ...asked, ...withIdempotencyKey(asked) }
      try {
        const result = await send(options, (data) => {
          showAdminToast({ ...options.successMessage, color: 'teal' })
          options.onSaved?.(data as T)
        })
        if (result.status === 'queued') {
          showAdminToast({ ...QUEUED_TOAST, color: 'blue' })
          options.onQueued?.()
        }
        return true
      } catch (error) {
        const current = error instanceof ApiError && error.status === 412 ? currentRecordOf(error) : null
        if (current) {
          return new Promise<boolean>((resolve) => {
            showConflict({
              label: options.write.label,
              theirs: current,
              mine: options.write.json,
              openedWith: options.openedWith,
              reloadTheirs: () => {
                clearConflict()
                // The server's record, as `onSaved`'s answer is: the same resource answered both.
                options.onConflictReload?.(current as T & Record<string, unknown>)
                resolve(false)
              },
              overwriteWithMine: async () => {
                clearConflict()
                const version = typeof current.version === 'number' ? current.version : undefined
                const json = overwriteBody(options.write.json, options.openedWith, current)
                // Another request than the refused one: a POST gets a key of its own.
                const write = { ...options.write, json, ifMatch: version, idempotencyKey: undefined }
                resolve(await run({ ...options, write }))
              },
              dismiss: () => {
                clearConflict()
                resolve(false)
              },
            })
          })
        }
        const reason = error instanceof Error ? error.message : 'The change could not be saved.'
        if (options.onRefused) {
          options.onRefused(reason)
          return false
        }
        const message = options.failurePrefix ? `${options.failurePrefix} ${reason}` : reason
        const status = error instanceof ApiError ? error.status : undefined
        const title = (status !== undefined && options.failureTitles?.[status]) || 'Error'
        showAdminToast({ title, message, color: 'red' })
        return false
      }
    },
    [send, showConflict, clearConflict],
  ) as AdminSave
  return save
}
