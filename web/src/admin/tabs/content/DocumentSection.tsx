import type { ReactNode } from 'react'
import type { DocumentEndpoints } from '../../api/requests'
import { type DocumentState, useDocument } from '../../hooks/use-admin-resource'
import { ContentSection } from './ContentSection'

export interface DocumentSectionProps<T> {
  title: string
  /** The document's endpoints, e.g. aboutDocument. */
  endpoints: DocumentEndpoints<T>
  /** The editor, once the document has loaded. */
  children: (document: DocumentState<T> & { stored: T }) => ReactNode
}

/** A Content tab block editing one singleton document, with its loading and error states. */
export function DocumentSection<T>({ title, endpoints, children }: DocumentSectionProps<T>) {
  const document = useDocument<T>(endpoints.read)
  return (
    <ContentSection title={title} loading={!document.stored} error={document.error}>
      {document.stored ? children({ ...document, stored: document.stored }) : null}
    </ContentSection>
  )
}
