import { randomInt } from 'node:crypto'

export const REFERRAL_CODE_PREFIX = 'AAR-'
/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const LENGTH = 6

/** A code like `AAR-7KQ2MX`: random (31^6 ≈ 887 million), short enough to read over the phone. */
export function newReferralCode(): string {
  let code = REFERRAL_CODE_PREFIX
  for (let i = 0; i < LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]
  return code
}
