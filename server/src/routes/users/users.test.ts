import { MESSAGES } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'
import { hashPassword } from './passwords'
import { createUsersRepository } from './users-repository'

const PASSWORD = 'correct horse battery'

describe('accounts: register, login, me, admin login', () => {
  let app: App
  const register = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/user/register', payload: body })
  const login = (url: string, email: string, password: string) =>
    app.inject({ method: 'POST', url, payload: { email, password } })
  const me = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  const userCount = async () => Number((await app.knex('users').count({ n: '*' }))[0].n)

  beforeAll(async () => {
    // Many logins from one address: the limits have their own tests.
    app = await buildTestApp({ rateLimitAuth: 1000 })
    const users = createUsersRepository(app.knex)
    const passwordHash = await hashPassword(PASSWORD)
    await users.create({ name: 'Front Desk', email: 'desk@lab.test', passwordHash, role: 'staff' })
    await users.create({ name: 'Owner', email: 'owner@lab.test', passwordHash, role: 'admin' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('registers a visitor, answers a working token and stores only an argon2id hash', async () => {
    const res = await register({
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      password: PASSWORD,
      phone: '+919876543210',
    })
    expect(res.statusCode).toBe(201)
    const { token, user } = res.json()
    expect(user).toMatchObject({
      name: 'Asha Rao',
      email: 'Asha@Example.com',
      phone: '+919876543210',
      role: 'visitor',
    })
    expect(user._id).toBe(user.id)
    expect(JSON.stringify(res.json())).not.toContain('password')
    const row = await app.knex('users').where({ id: user.id }).first()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=47104,p=1,t=1\$/)
    expect(row.password_hash).not.toContain(PASSWORD)
    expect((await me(token)).json()).toMatchObject({
      id: user.id,
      email: 'Asha@Example.com',
      role: 'visitor',
    })
  })

  it('refuses a second account for the same e-mail in another letter case with 409', async () => {
    const before = await userCount()
    const res = await register({ name: 'Someone', email: 'asha@EXAMPLE.com', password: 'another password' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.emailTaken })
    expect(await userCount()).toBe(before)
  })

  it('ignores role, token version and hash sent by the client', async () => {
    const res = await register({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: PASSWORD,
      role: 'admin',
      tokenVersion: 99,
      token_version: 99,
      password_hash: 'x',
      passwordHash: 'x',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.role).toBe('visitor')
    const row = await app.knex('users').whereRaw('lower(email) = ?', ['sneaky@example.com']).first()
    expect(row).toMatchObject({ role: 'visitor', token_version: 0 })
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect((await login('/api/admin/login', 'sneaky@example.com', PASSWORD)).statusCode).toBe(401)
  })

  it('says which fields are missing or wrong, and creates nothing', async () => {
    const before = await userCount()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name, email and password are required'],
      [{ name: 'A', email: 'a@example.com' }, 'password is required'],
      [{ name: '  ', email: '', password: 'long enough' }, 'name and email are required'],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, 'password must be at least 8 characters'],
      [
        { name: 'A', email: 'a@example.com', password: 'x'.repeat(129) },
        'password must be at most 128 characters',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await register(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const badEmail = await register({ name: 'A', email: 'not-an-email', password: PASSWORD })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().message).toMatch(/email/)
    expect(await userCount()).toBe(before)
  })

  it('refuses query-operator objects instead of strings with 400', async () => {
    const operator = { $gt: '' }
    const attempts = [
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: operator, password: PASSWORD },
      }),
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'desk@lab.test', password: { $ne: null } },
      }),
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: { $regex: '.*' }, password: PASSWORD },
      }),
      app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { name: 'A', email: operator, password: PASSWORD },
      }),
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: operator } }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/email|password/)
    }
  })

  it('logs a visitor in whatever the e-mail case, and refuses a wrong password or unknown e-mail alike', async () => {
    const ok = await login('/api/user/login', 'ASHA@example.COM', PASSWORD)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user).toMatchObject({ name: 'Asha Rao', email: 'Asha@Example.com', role: 'visitor' })
    expect((await me(ok.json().token)).statusCode).toBe(200)

    const wrong = await login('/api/user/login', 'asha@example.com', 'wrong password')
    const unknown = await login('/api/user/login', 'nobody@example.com', PASSWORD)
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: MESSAGES.invalidCredentials,
      })
    }
  })

  it('spends argon2 time on an unknown e-mail too, so timing does not reveal accounts', async () => {
    // Interleaved rounds, so a burst of load on a busy machine slows both sides alike.
    const timed = async (email: string) => {
      const start = performance.now()
      await login('/api/user/login', email, 'wrong password')
      return performance.now() - start
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 9; round++) {
      known.push(await timed('desk@lab.test'))
      unknown.push(await timed('nobody-at-all@example.com'))
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('lets staff and admins into the admin login, and answers a visitor like a wrong password', async () => {
    const staff = await login('/api/admin/login', 'desk@lab.test', PASSWORD)
    expect(staff.statusCode).toBe(200)
    expect(staff.json().user).toMatchObject({ name: 'Front Desk', role: 'staff' })
    const admin = await login('/api/admin/login', 'OWNER@lab.test', PASSWORD)
    expect(admin.json().user.role).toBe('admin')

    const visitor = await login('/api/admin/login', 'asha@example.com', PASSWORD)
    const wrong = await login('/api/admin/login', 'owner@lab.test', 'wrong password')
    for (const res of [visitor, wrong]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe(MESSAGES.invalidCredentials)
    }
  })

  it('needs a token for /user/me', async () => {
    const res = await me()
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please log in to continue')
  })

  it('ends every session of the user on logout-all, and a fresh login works again', async () => {
    const first = (await login('/api/user/login', 'asha@example.com', PASSWORD)).json().token
    const second = (await login('/api/user/login', 'asha@example.com', PASSWORD)).json().token
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/logout-all',
      headers: { authorization: `Bearer ${first}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(MESSAGES.loggedOutEverywhere)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(401)
    const again = (await login('/api/user/login', 'asha@example.com', PASSWORD)).json().token
    expect((await me(again)).statusCode).toBe(200)
  })

  it('ends only this session on logout: the token is refused on the server, other devices stay in', async () => {
    const phone = (await login('/api/user/login', 'asha@example.com', PASSWORD)).json().token
    const laptop = (await login('/api/user/login', 'asha@example.com', PASSWORD)).json().token
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${phone}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(MESSAGES.loggedOut)
    expect((await me(phone)).statusCode).toBe(401)
    expect((await me(phone)).json().message).toBe('Your session has ended. Please log in again.')
    expect((await me(laptop)).statusCode).toBe(200)
    const { jti } = JSON.parse(Buffer.from(phone.split('.')[1], 'base64url').toString())
    expect(await app.knex('revoked_tokens').where({ token_id: jti }).first()).toBeDefined()
    // A second logout with the ended token is refused like any other request with it.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/logout',
          headers: { authorization: `Bearer ${phone}` },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('does not keep a login answer in the idempotency store', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'idempotency-key': 'login-once' },
      payload: { email: 'asha@example.com', password: PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(await app.knex('idempotency_keys').where({ key: 'login-once' }).first()).toBeUndefined()
  })
})
