import { randomUUID } from 'node:crypto'
import type { Role } from '@labsite/shared'
import argon2 from 'argon2'
import type { App } from '../app'

export interface TestUser {
  id: string
  email: string
  name: string
  role: Role
  password: string
}

/** A real user row of `role` (who can also log in with `password`) and a valid bearer token for it. */
/**
 * Test users get a cheap argon2id hash: verification reads the cost from the hash itself, so logins
 * still go through the real check, and hundreds of test users no longer cost seconds each run.
 */
const TEST_USER_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const

export async function createUserWithToken(
  app: App,
  role: Role,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<{ user: TestUser; token: string; headers: { authorization: string } }> {
  const password = overrides.password ?? 'correct horse battery'
  const email = overrides.email ?? `${role}-${randomUUID()}@example.test`
  const name = overrides.name ?? `Test ${role}`
  const [row] = await app
    .knex('users')
    .insert({ name, email, role, password_hash: await argon2.hash(password, TEST_USER_HASH_OPTIONS) })
    .returning(['id', 'token_version'])
  const token = app.issueToken({ id: row.id, role, token_version: row.token_version })
  return {
    user: { id: row.id, email, name, role, password },
    token,
    headers: { authorization: `Bearer ${token}` },
  }
}
