import type { Referral, ReferralFields } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** POST /api/referrals: the server answers the stored referral with its code. */
export const submitReferral = (fields: ReferralFields, idempotencyKey: string) =>
  api.post('referrals', { json: fields, headers: { 'idempotency-key': idempotencyKey } }).json<Referral>()
