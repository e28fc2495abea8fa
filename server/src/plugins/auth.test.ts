import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { hashPassword } from '../routes/users/passwords'
import { createUsersRepository, type UserRow } from '../routes/users/users-repository'
import { buildTestApp } from '../testing/build-test-app'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A JWT made by hand, so a test can forge what an attacker would send. */
function forge(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string | null,
): string {
  const unsigned = `${b64(header)}.${b64(payload)}`
  if (!secret) return `${unsigned}.`
  const hmac = header.alg === 'HS512' ? 'sha512' : 'sha256'
  return `${unsigned}.${createHmac(hmac, secret).update(unsigned).digest('base64url')}`
}

describe('tokens', () => {
  let app: App
  let visitor: UserRow
  let admin: UserRow
  const now = () => Math.floor(Date.now() / 1000)
  const claims = (user: UserRow, extra: Record<string, unknown> = {}) => ({
    sub: user.id,
    role: user.role,
    tv: user.token_version,
    iat: now(),
    exp: now() + 3600,
    ...extra,
  })
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    app = await buildTestApp()
    const users = createUsersRepository(app.knex)
    const passwordHash = await hashPassword('a long password')
    visitor = await users.create({ name: 'Visitor', email: 'visitor@lab.test', passwordHash })
    admin = await users.create({ name: 'Admin', email: 'admin@lab.test', passwordHash, role: 'admin' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('accepts the tokens it issues and a hand-made HS256 token with the right key', async () => {
    expect((await me(app.issueToken(visitor))).statusCode).toBe(200)
    const handMade = forge({ alg: 'HS256', typ: 'JWT' }, claims(visitor), app.config.jwtSecret)
    expect((await me(handMade)).statusCode).toBe(200)
  })

  it('refuses alg none, another algorithm, a tampered payload and a foreign key', async () => {
    const secret = app.config.jwtSecret
    const genuine = app.issueToken(visitor)
    const [header, , signature] = genuine.split('.')
    const forged = {
      'alg none': forge({ alg: 'none', typ: 'JWT' }, claims(admin), null),
      'alg None with a signature': `${forge({ alg: 'None' }, claims(admin), null)}${signature}`,
      HS512: forge({ alg: 'HS512', typ: 'JWT' }, claims(admin), secret),
      'tampered payload': `${header}.${b64(claims(visitor, { sub: admin.id, role: 'admin' }))}.${signature}`,
      'another key': forge({ alg: 'HS256', typ: 'JWT' }, claims(admin), 'x'.repeat(48)),
      expired: forge({ alg: 'HS256' }, claims(admin, { iat: now() - 7200, exp: now() - 60 }), secret),
      'no expiry': forge({ alg: 'HS256' }, { sub: admin.id, role: 'admin', tv: 0, iat: now() }, secret),
      'no token version': forge({ alg: 'HS256' }, claims(admin, { tv: undefined }), secret),
      'not a user id': forge({ alg: 'HS256' }, claims(admin, { sub: { $ne: null } }), secret),
      garbage: 'not.a.token',
    }
    for (const [name, token] of Object.entries(forged)) {
      const res = await me(token)
      expect(res.statusCode, name).toBe(401)
      expect(res.json().error, name).toBe('Unauthorized')
    }
  })

  it('answers 401 for a malformed Authorization header', async () => {
    for (const authorization of ['Basic abc', 'Bearer', `Token ${app.issueToken(visitor)}`]) {
      const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } })
      expect(res.statusCode, authorization).toBe(401)
    }
  })

  it('trusts the stored role, not the role written in the token', async () => {
    const claimsAdmin = forge({ alg: 'HS256' }, claims(visitor, { role: 'admin' }), app.config.jwtSecret)
    const res = await me(claimsAdmin)
    expect(res.statusCode).toBe(200)
    expect(res.json().role).toBe('visitor')
  })

  it('issues 7-day visitor tokens and 12-hour admin tokens', () => {
    const lifetime = (token: string) => {
      const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
      return exp - iat
    }
    expect(lifetime(app.issueToken(visitor))).toBe(7 * 24 * 3600)
    expect(lifetime(app.issueToken(admin))).toBe(12 * 3600)
    expect(JSON.parse(Buffer.from(app.issueToken(admin).split('.')[0], 'base64url').toString()).alg).toBe(
      'HS256',
    )
  })
})
