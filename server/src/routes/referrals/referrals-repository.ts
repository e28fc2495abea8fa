import type { Referral, ReferralFields, ReferralStatus } from '@labsite/shared'
import { errorField } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/kits/enquiry-repository'
import { phoneColumn } from '../../lib/kits/list-filters'
import { type RowMeta, recordMeta } from '../../lib/kits/records'
import { newReferralCode } from './referral-code'

export interface ReferralRow extends RowMeta {
  referrer_email: string
  referrer_phone: string
  friend_email: string
  friend_phone: string
  status: ReferralStatus
  referral_code: string
}

const SEARCH_COLUMNS = [
  'referrer_email',
  phoneColumn('referrer_phone'),
  'friend_email',
  phoneColumn('friend_phone'),
  'referral_code',
]
const CODE_ATTEMPTS = 5

export function toReferral(row: ReferralRow): Referral {
  return {
    ...recordMeta(row),
    referrerEmail: row.referrer_email,
    referrerPhone: row.referrer_phone,
    friendEmail: row.friend_email,
    friendPhone: row.friend_phone,
    status: row.status,
    referralCode: row.referral_code,
  }
}

const isCodeCollision = (error: unknown) => {
  const constraint = errorField(error, 'constraint')
  return (
    errorField(error, 'code') === '23505' &&
    (constraint === undefined || (typeof constraint === 'string' && constraint.includes('referral_code')))
  )
}

/** Refer-a-friend submissions, each with its own server-made referral code. */
export function createReferralsRepository(knex: Knex, makeCode: () => string = newReferralCode) {
  const { rows, ...enquiries } = createEnquiryRepository<ReferralRow, Referral>(knex, {
    table: 'referrals',
    searchColumns: SEARCH_COLUMNS,
    toRecords: (found) => found.map(toReferral),
  })
  return {
    ...enquiries,

    /** Stores the referral; a code already taken (rare) is replaced by a new one and tried again. */
    async insert(fields: ReferralFields, trx?: Knex.Transaction): Promise<Referral> {
      for (let attempt = 1; ; attempt++) {
        try {
          // A savepoint per try: a refused insert must not abort the caller's transaction.
          const [row] = await (trx ?? knex).transaction((attemptTrx) =>
            rows(attemptTrx)
              .insert({
                referrer_email: fields.referrerEmail,
                referrer_phone: fields.referrerPhone,
                friend_email: fields.friendEmail,
                friend_phone: fields.friendPhone,
                referral_code: makeCode(),
              })
              .returning('*'),
          )
          return toReferral(row as ReferralRow)
        } catch (error) {
          if (!isCodeCollision(error) || attempt >= CODE_ATTEMPTS) throw error
        }
      }
    },
  }
}
