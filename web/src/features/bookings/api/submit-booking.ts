import type { BookingFields, BookingItem, CreatedBooking, FamilyMemberRequest } from '@labsite/shared'
import { api, uploadForm } from '../../../lib/api-client'

/** The visitor's form always has the text fields ('' when left empty, e.g. a lab visit's address). */
export type BookingSubmission = Omit<
  BookingFields,
  'items' | 'members' | 'familyMembers' | 'email' | 'address' | 'description'
> & {
  email: string
  address: string
  description: string
  files: File[]
}

type SubmitOptions = {
  idempotencyKey: string
  /** What the basket holds: sent as `items`, a JSON text field. */
  items?: readonly BookingItem[]
  /** The named family members with what each takes: sent as `members` (the booking's items follow). */
  members?: readonly FamilyMemberRequest[]
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
}

const OPTIONAL_FIELDS = ['collectionType', 'preferredDate', 'slotId', 'pincode'] as const

/** POST /api/consult/consultation as multipart, with upload progress: the fields, then the files. */
export function submitBooking(
  submission: BookingSubmission,
  { idempotencyKey, items = [], members = [], onProgress }: SubmitOptions,
): Promise<CreatedBooking> {
  const body = new FormData()
  for (const field of ['name', 'email', 'address', 'phone', 'description'] as const) {
    // '' is left out by the server: a lab visit needs no address.
    body.append(field, submission[field])
  }
  for (const field of OPTIONAL_FIELDS) {
    const value = submission[field]
    if (value) body.append(field, value)
  }
  // The total the visitor confirmed: the server refuses the booking (409) if it would cost otherwise.
  if (submission.expectedTotal !== undefined) body.append('expectedTotal', String(submission.expectedTotal))
  if (members.length > 0) body.append('members', JSON.stringify(members))
  else if (items.length > 0) {
    body.append('items', JSON.stringify(items.map(({ type, id }) => ({ type, id }))))
  }
  for (const file of submission.files) body.append('files', file, file.name)
  return uploadForm<CreatedBooking>(api, 'consult/consultation', body, {
    onProgress,
    headers: { 'idempotency-key': idempotencyKey },
  })
}
