import { type Static, Type } from 'typebox'
import { REFERRAL_STATUSES } from '../constants'
import { Email, exportQueryWith, listQueryWith, literalUnion, Phone, recordOf } from './common'

export const ReferralStatusSchema = literalUnion(REFERRAL_STATUSES)

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
export const ReferralListQuery = listQueryWith(ReferralStatusSchema)
export type ReferralListQuery = Static<typeof ReferralListQuery>
export const ReferralExportQuery = exportQueryWith(ReferralStatusSchema)
