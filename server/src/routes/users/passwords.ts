import argon2 from 'argon2'

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * A hash of a random, forgotten secret with the same parameters. Verifying against it when the e-mail is
 * unknown makes a failed login take as long as one with a wrong password, so timing does not reveal accounts.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$UTK1DJmKsOrGz5+5CbW39A$CdhvjzpwDiuvduQn1XS2A23+WbXGJMk0lRod5Hyv3n0'

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS)
}

/** True when `password` matches; a missing or unreadable stored hash is simply a mismatch. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const matches = await argon2.verify(storedHash ?? DUMMY_HASH, password)
    return matches && Boolean(storedHash)
  } catch {
    return false
  }
}

/** A hash made with older parameters is upgraded on the next successful login. */
export function passwordNeedsRehash(storedHash: string): boolean {
  try {
    return argon2.needsRehash(storedHash, ARGON2_OPTIONS)
  } catch {
    return true
  }
}
