import { useState } from 'react'
import type { AdminMutation } from '../api/requests'
import { showAdminToast } from '../components/admin-toast'
import type { AdminWriteResult } from '../platform/platform-services'
import { QUEUED_TOAST } from './use-admin-save'
import { useAdminWrite } from './use-admin-write'

export interface DialogWrite {
  /** Sends the write; answers the result, or null when the server refused it (see `error`). */
  send: (
    mutation: AdminMutation,
    success: { title: string; message: string },
  ) => Promise<AdminWriteResult | null>
  /** The server's refusal, shown inside the dialog next to the form that caused it. */
  error: string | null
  clearError: () => void
  busy: boolean
}

/**
 * A create sent from a dialog (a payment, a walk-in) through the same edit queue as every admin
 * write, so the desktop keeps it offline. Unlike useAdminSave, a refusal ("amount exceeds the
 * balance") stays in the dialog rather than in a toast that hides while staff correct the form.
 */
export function useDialogWrite(): DialogWrite {
  const write = useAdminWrite()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(mutation: AdminMutation, success: { title: string; message: string }) {
    setBusy(true)
    setError(null)
    try {
      const result = await write(mutation)
      showAdminToast(
        result.status === 'sent' ? { ...success, color: 'teal' } : { ...QUEUED_TOAST, color: 'blue' },
      )
      return result
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The change could not be saved.')
      return null
    } finally {
      setBusy(false)
    }
  }

  return { send, error, clearError: () => setError(null), busy }
}
