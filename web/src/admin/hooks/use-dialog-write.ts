import { useState } from 'react'
import type { AdminMutation } from '../api/requests'
import type { AdminWriteResult } from '../platform/platform-services'
import { sendWhileBusy } from './use-admin-form'
import { useAdminSave } from './use-admin-save'

export interface DialogWrite {
  /** Sends the write; answers the result, or null when the server refused it (see `error`). */
  send: (
    mutation: AdminMutation,
    success: { title: string; message: string },
  ) => Promise<AdminWriteResult | null>
  /** The server's refusal, shown inside the dialog next to the form that caused it. */
  error: string | null
  busy: boolean
}

/**
 * A create sent from a dialog (a payment, a walk-in) through useAdminSave, the one write path (same
 * toasts, idempotency key, offline queue). Its refusal ("amount exceeds the balance") stays in the
 * dialog rather than in a toast that hides while staff correct the form; this hook holds that text
 * and the busy state, and answers the server's record (a walk-in shows its reference).
 */
export function useDialogWrite(): DialogWrite {
  const save = useAdminSave()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(mutation: AdminMutation, success: { title: string; message: string }) {
    setError(null)
    let result: AdminWriteResult | null = null
    await sendWhileBusy(save, setBusy, {
      ...mutation,
      successMessage: success,
      onSaved: (data) => {
        result = { status: 'sent', data }
      },
      onQueued: () => {
        result = { status: 'queued' }
      },
      onRefused: setError,
    })
    return result
  }

  return { send, error, busy }
}
