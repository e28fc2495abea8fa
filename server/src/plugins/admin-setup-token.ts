import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret of the first-admin setup link. Derived from the signing key, so every server process of
 * one install prints and accepts the same link without storing anything; it opens nothing once an
 * administrator exists (the setup route checks that in the same transaction that creates one).
 */
export const adminSetupToken = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('labsite first administrator setup').digest('base64url')

export function isAdminSetupToken(jwtSecret: string, given: string): boolean {
  const expected = Buffer.from(adminSetupToken(jwtSecret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The page that takes the token: in the fragment, so it never reaches a proxy's or this server's access log. */
export const adminSetupLink = (publicUrl: string, jwtSecret: string) =>
  `${publicUrl}/admin/setup#${adminSetupToken(jwtSecret)}`
