import type { DraftDocumentKey } from '@labsite/shared'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import type { DocumentEndpoints } from '../../api/requests'
import { DocumentForm } from '../../components/DocumentForm'
import { DocumentDraftControls } from '../../components/publishing/DocumentDraftControls'
import { type DocumentFormOptions, useDocumentForm } from '../../hooks/use-document-form'
import { DocumentSection } from './DocumentSection'

// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
export interface DraftDocumentEditorProps<D, V extends Record<string, any>>
  extends Pick<DocumentFormOptions<D, V>, 'label' | 'successMessage' | 'toFormValues' | 'toDocument'> {
  /** The section's heading, e.g. 'Homepage banner'. */
  title: string
  /** The document (its draft's endpoints, and its history's resource and id), e.g. 'banner'. */
  documentKey: DraftDocumentKey
  endpoints: DocumentEndpoints<D>
  canEdit: boolean
  /** What the History drawer names, e.g. 'Homepage banner'. */
  historyName: string
  /** What the draft is called in its buttons and toasts, e.g. 'Banner'. */
  draftLabel: string
  saveLabel: string
  /** The document's fields, bound to the form. */
  children: (form: UseFormReturnType<V>) => ReactNode
}

/**
 * A Content tab block editing a singleton document that keeps a draft (banner, About):
 * the form whose Save publishes at once, with its History, then the draft's controls (save as draft,
 * schedule, preview, publish, discard).
 */
// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
export function DraftDocumentEditor<D, V extends Record<string, any>>(props: DraftDocumentEditorProps<D, V>) {
  return (
    <DocumentSection<D> title={props.title} endpoints={props.endpoints}>
      {(document) => (
        <DraftDocumentForm
          {...props}
          initial={document.stored}
          version={document.version}
          onSaved={document.setStored}
        />
      )}
    </DocumentSection>
  )
}

// biome-ignore lint/suspicious/noExplicitAny: matches useForm's own constraint
function DraftDocumentForm<D, V extends Record<string, any>>(
  props: DraftDocumentEditorProps<D, V> & Pick<DocumentFormOptions<D, V>, 'initial' | 'version' | 'onSaved'>,
) {
  const { documentKey, endpoints, canEdit, historyName, draftLabel, saveLabel, children } = props
  const { toFormValues, toDocument } = props
  const { form, busy, onSubmit, showDocument } = useDocumentForm({
    initial: props.initial,
    version: props.version,
    update: endpoints.update,
    label: props.label,
    successMessage: props.successMessage,
    toFormValues,
    toDocument,
    onSaved: props.onSaved,
  })

  return (
    <>
      <DocumentForm
        onSubmit={onSubmit}
        canEdit={canEdit}
        busy={busy}
        saveLabel={saveLabel}
        history={{
          target: { resource: documentKey, id: documentKey },
          name: historyName,
          onRestored: showDocument,
        }}
      >
        {children(form)}
      </DocumentForm>
      <DocumentDraftControls<D>
        documentKey={documentKey}
        label={draftLabel}
        current={() => toDocument(form.getValues())}
        onLoadDraft={(draft) => form.setValues(toFormValues(draft))}
        canEdit={canEdit}
      />
    </>
  )
}
