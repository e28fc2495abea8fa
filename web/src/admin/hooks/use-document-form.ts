import { type FormValidateInput, type UseFormReturnType, useForm } from '@mantine/form'
import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { AdminMutation } from '../api/requests'
import { keepMyEdits } from '../lib/keep-my-edits'
import { sendWhileBusy } from './use-admin-form'
import { useAdminSave } from './use-admin-save'

export interface DocumentFormOptions<D, V> {
  /** The document as the editor opened it. */
  initial: D
  /** The version the editor opened, sent as If-Match. */
  version: number | undefined
  /** The document's write, e.g. aboutDocument.update. */
  update: (document: D, version: number | undefined, label: string) => AdminMutation
  /** What the write does, for the edit queue and the conflict dialog (it may name what is saved). */
  label: string | ((document: D) => string)
  successMessage: (document: D) => { title: string; message: string }
  toFormValues: (document: D) => V
  toDocument: (values: V) => D
  validate?: FormValidateInput<V>
  /** Keeps the server's answer (or, when queued offline, the document as sent). */
  onSaved: (document: D) => void
  /** A refused or abandoned save shows the opened document again (for choices saved as they are made). */
  revertRefused?: boolean
}

// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
export interface DocumentForm<V extends Record<string, any>> {
  form: UseFormReturnType<V>
  busy: boolean
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  /** Shows a document the server now holds (a restored version) as the form's clean state. */
  showDocument: (document: unknown) => void
  /** Puts these values in the form and saves them: a choice saved as it is made (a select, no Save button). */
  saveValues: (values: V) => Promise<boolean>
}

/**
 * A form over a singleton document (banner, about, site settings): saves the whole document with
 * PUT, then shows the server's answer as the new clean state of the form.
 */
// Mantine forms take any object of values (an interface has no index signature, so not `unknown`).
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
export function useDocumentForm<D, V extends Record<string, any>>({
  initial,
  version,
  update,
  label,
  successMessage,
  toFormValues,
  toDocument,
  validate,
  onSaved,
  revertRefused = false,
}: DocumentFormOptions<D, V>): DocumentForm<V> {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const form = useForm<V>({ initialValues: toFormValues(initial), validate })

  // Stable, so a form may show a stored value from an effect; it reads the latest mapping.
  const mapping = useRef(toFormValues)
  mapping.current = toFormValues
  const { setValues, resetDirty } = form
  const showDocument = useCallback(
    (document: unknown) => {
      const values = mapping.current(document as D)
      setValues(values)
      resetDirty(values)
    },
    [setValues, resetDirty],
  )

  async function submit(values: V): Promise<boolean> {
    const document = toDocument(values)
    let reloaded = false
    const saved = await sendWhileBusy<D>(save, setBusy, {
      ...update(document, version, typeof label === 'string' ? label : label(document)),
      successMessage: successMessage(document),
      openedWith: initial as Record<string, unknown>,
      onSaved: (saved) => {
        onSaved(saved)
        form.setValues(toFormValues(saved))
        form.resetDirty(toFormValues(saved))
      },
      onQueued: () => onSaved(document),
      onConflictReload: (current) => {
        // Their document becomes what this form stands on (its version included); the fields typed
        // here that they left alone stay typed, unsaved (a form of choices saved at once shows theirs).
        reloaded = true
        onSaved(current as D)
        const theirs = toFormValues(current as D)
        form.setValues(revertRefused ? theirs : keepMyEdits(toFormValues(initial), values, theirs))
        form.resetDirty(theirs)
      },
    })
    // A choice saved as it is made never stays on screen unsaved: refused, the stored one comes back.
    if (!saved && revertRefused && !reloaded) showDocument(initial)
    return saved
  }

  return {
    form,
    busy,
    onSubmit: form.onSubmit(submit),
    showDocument,
    saveValues: (values) => {
      form.setValues(values)
      return submit(values)
    },
  }
}
