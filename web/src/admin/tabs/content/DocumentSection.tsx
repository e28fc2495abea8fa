import type { ReactNode } from 'react'
import { type DocumentState, useDocument } from '../../hooks/use-document'
import { ContentSection } from './ContentSection'

export interface DocumentSectionProps<T> {
  title: string
  /** The document's path below the API base, e.g. 'content/about'. */
  path: string
  /** The editor, once the document has loaded. */
  children: (document: DocumentState<T> & { stored: T }) => ReactNode
}

/** A Content tab block editing one singleton document, with its loading and error states. */
export function DocumentSection<T>({ title, path, children }: DocumentSectionProps<T>) {
  const document = useDocument<T>(path)
  return (
    <ContentSection title={title} loading={!document.stored} error={document.error}>
      {document.stored ? children({ ...document, stored: document.stored }) : null}
    </ContentSection>
  )
}
