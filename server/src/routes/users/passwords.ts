import argon2 from 'argon2'

/**
 * OWASP Password Storage Cheat Sheet: argon2id, 46 MiB, 1 iteration, 1 lane — the equal-strength
 * alternative to 19 MiB and 2 iterations, chosen for memory: a buffer above 32 MiB is always its own
 * mapping, given back to the system when the hash is done, where a 19 MiB one stays in the C heap of
 * whichever thread-pool thread hashed it (up to 4 × 19 MiB of idle RSS after a few logins).
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const

/**
 * A hash of a random, forgotten secret with the same parameters. Verifying against it when the e-mail is
 * unknown makes a failed login take as long as one with a wrong password, so timing does not reveal accounts.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=47104,p=1,t=1$fQ2nKJ/tnmTSqOkFfYss3w$fbb7AzksibGPeMIJoc96BO5aUPFiW8boxBLfi6LHaC4'

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
