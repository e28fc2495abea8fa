import { READABLE_ALPHABET, readableCode } from '../../lib/infrastructure/readable-code'

export const REFERRAL_CODE_PREFIX = 'AAR-'
export const REFERRAL_CODE_ALPHABET = READABLE_ALPHABET
const LENGTH = 6

/** A code like `AAR-7KQ2MX`: random (31^6 ≈ 887 million), short enough to read over the phone. */
export function newReferralCode(): string {
  return `${REFERRAL_CODE_PREFIX}${readableCode(LENGTH)}`
}
