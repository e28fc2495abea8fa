import type { PublishingFields, PublishStatus } from '@labsite/shared'

/** An ISO time as a `datetime-local` input shows it (the browser's time zone, to the minute); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` value (the browser's time zone) as the ISO time the API takes; null when empty or not a time. */
export function fromLocalInput(local: string): string | null {
  if (!local.trim()) return null
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** The form values of a publishable record's state: the status, and "Publish at" as the input holds it. */
export interface PublishingValues {
  status: PublishStatus
  /** A `datetime-local` value ('' = as soon as it is published). */
  publishAtLocal: string
}

/** A form's start: the record's state, or Published at once for a new record (as before drafts existed). */
export function publishingValuesOf(record: PublishingFields | null | undefined): PublishingValues {
  return { status: record?.status ?? 'published', publishAtLocal: toLocalInput(record?.publishAt) }
}

/** What the API takes from the form's values. */
export function publishingFieldsOf(values: PublishingValues): PublishingFields {
  return { status: values.status, publishAt: fromLocalInput(values.publishAtLocal) }
}
