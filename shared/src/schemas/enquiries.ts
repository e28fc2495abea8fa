import { type Static, Type } from 'typebox'
import { CONSULTATION_STATUSES, CONTACT_MESSAGE_STATUSES, REFERRAL_STATUSES } from '../constants'
import { Email, Id, ListQuery, LongText, Phone, RequiredText, recordOf, ShortText } from './common'

// Unsafe only to give the union its precise static type (a mapped array of literals reads as never).
const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))))

export const ConsultationStatusSchema = literalUnion(CONSULTATION_STATUSES)
export const ContactMessageStatusSchema = literalUnion(CONTACT_MESSAGE_STATUSES)
export const ReferralStatusSchema = literalUnion(REFERRAL_STATUSES)

/** Text fields of a booking enquiry (the multipart body also carries up to 5 `files`). */
export const ConsultationFields = Type.Object({
  name: RequiredText(200),
  email: Email,
  address: RequiredText(1000),
  phone: Phone,
  description: RequiredText(5000),
})
export type ConsultationFields = Static<typeof ConsultationFields>

export const ConsultationFile = Type.Object({
  id: Id,
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
})
export type ConsultationFile = Static<typeof ConsultationFile>

export const Consultation = recordOf(
  Type.Object({
    ...ConsultationFields.properties,
    files: Type.Array(ConsultationFile),
    status: ConsultationStatusSchema,
    notes: Type.String(),
    submittedAt: Type.String({ format: 'date-time' }),
  }),
)
export type Consultation = Static<typeof Consultation>

export const ConsultationPatch = Type.Object(
  { status: Type.Optional(ConsultationStatusSchema), notes: Type.Optional(LongText()) },
  { additionalProperties: false },
)

export const ContactMessageFields = Type.Object({
  name: RequiredText(200),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
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

export const ReferralFields = Type.Object({
  referrerEmail: Email,
  referrerPhone: Phone,
  friendEmail: Email,
  friendPhone: Phone,
})
export type ReferralFields = Static<typeof ReferralFields>
export const Referral = recordOf(
  Type.Object({ ...ReferralFields.properties, status: ReferralStatusSchema, referralCode: Type.String() }),
)
export type Referral = Static<typeof Referral>
export const ReferralStatusBody = Type.Object({ status: ReferralStatusSchema })

export const ConsultationFileParams = Type.Object({ id: Id, fileId: Id })

/** List filters of API.md (`?limit&offset&q&status`), with the status checked against each resource's own. */
const listQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ ...ListQuery.properties, status: Type.Optional(status) })
/** CSV exports take the same filters but always export every matching row. */
const exportQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ q: ListQuery.properties.q, status: Type.Optional(status) })

export const ConsultationListQuery = listQueryWith(ConsultationStatusSchema)
export type ConsultationListQuery = Static<typeof ConsultationListQuery>
export const ConsultationExportQuery = exportQueryWith(ConsultationStatusSchema)
export const ContactMessageListQuery = listQueryWith(ContactMessageStatusSchema)
export type ContactMessageListQuery = Static<typeof ContactMessageListQuery>
export const ContactMessageExportQuery = exportQueryWith(ContactMessageStatusSchema)
export const ReferralListQuery = listQueryWith(ReferralStatusSchema)
export type ReferralListQuery = Static<typeof ReferralListQuery>
export const ReferralExportQuery = exportQueryWith(ReferralStatusSchema)
