import { useState } from 'react'
import { type ApiError, toApiError } from '../api-client'
import type { SmallForm } from '../use-small-form'
import { trimmedStrings } from './form-rules'
import { createSubmissionKeys } from './submission-key'

type EnquirySubmitOptions<V extends Record<string, unknown>, R> = {
  form: SmallForm<V>
  /** Sends the trimmed fields under the given Idempotency-Key. */
  send: (fields: V, idempotencyKey: string) => Promise<R>
  /** What makes two submissions "the same" for the Idempotency-Key; the JSON of the fields by default. */
  fingerprint?: (fields: V) => string
  /** Called once the server has stored the enquiry (the form has already been cleared). */
  onSent?: (answer: R) => void
  /** Called with the refusal, after its message is shown (a 409 may carry what changed). */
  onFailed?: (error: ApiError) => void
}

/**
 * The submit flow every public enquiry form shares: trimmed values, one Idempotency-Key per
 * submission, the form cleared on success, and on failure everything typed kept plus the reason.
 */
export function useEnquirySubmit<V extends Record<string, unknown>, R = unknown>({
  form,
  send,
  fingerprint = JSON.stringify,
  onSent,
  onFailed,
}: EnquirySubmitOptions<V, R>) {
  const [keys] = useState(createSubmissionKeys)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const handleSubmit = form.onSubmit(async (values) => {
    const fields = trimmedStrings(values)
    setBusy(true)
    setFailure(null)
    try {
      const answer = await send(fields, keys.keyFor(fingerprint(fields)))
      keys.settle()
      form.reset()
      onSent?.(answer)
    } catch (error) {
      const refused = toApiError(error)
      setFailure(refused.message)
      onFailed?.(refused)
    } finally {
      setBusy(false)
    }
  })

  return { busy, failure, handleSubmit }
}
