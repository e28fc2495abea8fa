import { type FormValidateInput, type UseFormReturnType, useForm } from '@mantine/form'
import { useEffect, useMemo, useRef, useState } from 'react'
import { keepMyEdits } from '../lib/keep-my-edits'
import { type AdminSave, type AdminSaveOptions, useAdminSave } from './use-admin-save'

// Mantine forms take any object of values (an interface has no index signature, so not `unknown`).
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
type FormValues = Record<string, any>

export interface AdminForm<V extends FormValues> {
  form: UseFormReturnType<V>
  /** Shows another version of the record, e.g. the other person's after 'Reload theirs'. */
  load: (values: V, version: number | undefined) => void
  /** 'Reload theirs': the other person's values, keeping each field typed here that they did not change. */
  loadTheirs: (theirs: V, version: number | undefined) => void
  /** The record's version when the form opened (sent as If-Match). */
  version: number | undefined
  /** One key per opened add form, so a retried or replayed create never makes a second record. */
  idempotencyKey: string
  busy: boolean
  setBusy: (busy: boolean) => void
  /**
   * Sends the dialog's write through useAdminSave, busy meanwhile; true once saved or queued (close it
   * then). With `keepRefusal` the server's refusal goes into `refusal` instead of a red toast.
   */
  send: <T>(options: AdminSaveOptions<T>, how?: { keepRefusal?: boolean }) => Promise<boolean>
  /**
   * The server's refusal of the last write sent with `keepRefusal` ("amount exceeds the balance"),
   * for the dialog to show beside the fields while staff correct them; cleared by the next send.
   */
  refusal: string | null
}

/**
 * A form's write through useAdminSave with its busy flag on while it is sent: the one way every form
 * hook (useAdminForm's `send`, useDocumentForm's submit, useDialogWrite) spins its Save button.
 */
export async function sendWhileBusy<T>(
  save: AdminSave,
  setBusy: (busy: boolean) => void,
  options: AdminSaveOptions<T>,
): Promise<boolean> {
  setBusy(true)
  try {
    return await save(options)
  } finally {
    setBusy(false)
  }
}

/**
 * An add/edit dialog's form (@mantine/form), reset each time it opens to the record's values (or
 * `empty` for an add), with the record's version, the create's idempotency key and the busy flag.
 * Pass module-level `valuesOf`/`empty` so they stay the same between renders; `validate` (Mantine's
 * rules) for a form that checks its fields as it submits rather than through useRecordSubmit's `errorsOf`.
 */
export function useAdminForm<R extends { version: number }, V extends FormValues>(
  opened: boolean,
  record: R | null,
  valuesOf: (record: R) => V,
  empty: V,
  validate?: FormValidateInput<V>,
): AdminForm<V> {
  const save = useAdminSave()
  const form = useForm<V>({ mode: 'controlled', initialValues: empty, validate })
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the form opens
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [opened])
  const { setValues, resetDirty } = form
  /** The values the form opened with (or last reloaded): what "changed here" is measured against. */
  const openedValues = useRef<V>(empty)

  useEffect(() => {
    if (!opened) return
    const values = record ? valuesOf(record) : empty
    setValues(values)
    resetDirty(values)
    openedValues.current = values
    setVersion(record?.version)
    setRefusal(null)
  }, [opened, record, valuesOf, empty, setValues, resetDirty])

  return {
    form,
    load: (values, nextVersion) => {
      form.setValues(values)
      setVersion(nextVersion)
    },
    loadTheirs: (theirs, nextVersion) => {
      form.setValues(keepMyEdits(openedValues.current, form.getValues(), theirs))
      openedValues.current = theirs
      setVersion(nextVersion)
    },
    version,
    idempotencyKey,
    busy,
    setBusy,
    send: (options, how) => {
      if (!how?.keepRefusal) return sendWhileBusy(save, setBusy, options)
      setRefusal(null)
      return sendWhileBusy(save, setBusy, { ...options, onRefused: setRefusal })
    },
    refusal,
  }
}

const NO_RECORD = (): never => {
  throw new Error('an add form opens no record')
}

/**
 * The form of a dialog that only adds (a closed day, PIN codes, a payment): no record to open, so its
 * values start from `empty` each time it opens (pass a module-level `empty`, or one kept for the
 * form's life, e.g. the balance due as a payment's amount).
 */
export function useAddForm<V extends FormValues>(
  opened: boolean,
  empty: V,
  validate?: FormValidateInput<V>,
): AdminForm<V> {
  return useAdminForm<{ version: number }, V>(opened, null, NO_RECORD, empty, validate)
}
