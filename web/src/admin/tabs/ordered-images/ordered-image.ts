import { type Translations, translationsOf } from '@labsite/shared'
/** A background image or slider as both tabs handle it: an image address, its alt text and its order. */
export interface OrderedImage {
  _id: string
  version: number
  url: string
  alt: string
  order: number
  /** The alt text in Hindi beside the English, as `i18n` carries it. */
  i18n: Translations
}

/** A stored slider or background as the API answers it (each names its fields its own way). */
export type OrderedImageRecord = Record<string, unknown> & { _id: string; version: number }

export type OrderedImageDraft = Pick<OrderedImage, 'url' | 'alt' | 'order'> & { i18n?: Translations }

import type { ListReorder } from '@labsite/shared'
import type { AdminMutation, RecordCollection } from '../../api/requests'

/** How one resource names its fields in the API (backgrounds: url/alt, sliders: imageUrl/altText). */
export interface OrderedImageResource {
  /** The resource's endpoints, e.g. backgroundImages. */
  // biome-ignore lint/suspicious/noExplicitAny: backgrounds and sliders differ in their field names
  collection: RecordCollection<any, any> & {
    reorder: (items: ListReorder['items'], label: string) => AdminMutation
  }
  /** For headings and toasts, e.g. 'Background' → 'Background added'. */
  noun: string
  /** The audit entity whose history the cards open, e.g. 'slider'. */
  historyResource: string
  urlField: string
  altField: string
  urlLabel: string
  altLabel: string
  /** Which list of LOCALIZED_FIELDS its alt text is in. */
  localized: 'slider' | 'background-image'
  /** Where the public site shows these images, told at the top of the tab. */
  shownOn: string
}

/** Reads a record of the resource into the common shape. */
export function orderedImageOf(
  resource: OrderedImageResource,
  record: Record<string, unknown>,
): OrderedImage {
  return {
    _id: String(record._id),
    version: Number(record.version),
    url: String(record[resource.urlField] ?? ''),
    alt: String(record[resource.altField] ?? ''),
    order: Number(record.order ?? 0),
    i18n: translationsOf(record.i18n),
  }
}

/** The JSON body of the resource for these fields (only those given). */
export function bodyOf(
  resource: OrderedImageResource,
  draft: Partial<OrderedImageDraft>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  if (draft.url !== undefined) body[resource.urlField] = draft.url
  if (draft.alt !== undefined) body[resource.altField] = draft.alt
  if (draft.order !== undefined) body.order = draft.order
  if (draft.i18n !== undefined) body.i18n = draft.i18n
  return body
}

/** An update sends only the fields that changed; none changed means nothing to send. */
export function changedFields(
  before: OrderedImageDraft,
  after: OrderedImageDraft,
): Partial<OrderedImageDraft> {
  const changes: Partial<OrderedImageDraft> = {}
  if (after.url !== before.url) changes.url = after.url
  if (after.alt !== before.alt) changes.alt = after.alt
  if (after.order !== before.order) changes.order = after.order
  if (after.i18n !== undefined && JSON.stringify(after.i18n) !== JSON.stringify(before.i18n ?? {}))
    changes.i18n = after.i18n
  return changes
}
