import { randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
export const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** `length` random characters of READABLE_ALPHABET (31 choices each), from the system's CSPRNG. */
export function readableCode(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]
  return code
}
