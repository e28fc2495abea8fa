import { type Static, Type } from 'typebox'
import { CONTACT_MESSAGE_STATUSES } from '../constants'
import {
  Email,
  exportQueryWith,
  listQueryWith,
  literalUnion,
  OptionalPhone,
  RequiredText,
  recordOf,
  ShortText,
} from './common'

export const ContactMessageStatusSchema = literalUnion(CONTACT_MESSAGE_STATUSES)

export const ContactMessageFields = Type.Object({
  name: RequiredText(200),
  phone: Type.Optional(OptionalPhone),
  email: Email,
  subject: RequiredText(300),
  message: RequiredText(5000),
})
export type ContactMessageFields = Static<typeof ContactMessageFields>
export const ContactMessage = recordOf(
  Type.Object({ ...ContactMessageFields.properties, phone: ShortText(), status: ContactMessageStatusSchema }),
)
export type ContactMessage = Static<typeof ContactMessage>
export const ContactMessagePatch = Type.Object(
  { status: ContactMessageStatusSchema },
  { additionalProperties: false },
)
export const ContactMessageListQuery = listQueryWith(ContactMessageStatusSchema)
export type ContactMessageListQuery = Static<typeof ContactMessageListQuery>
export const ContactMessageExportQuery = exportQueryWith(ContactMessageStatusSchema)
