import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sensible from '@fastify/sensible'
import { MESSAGES } from '@labsite/shared'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { type AppConfig, loadConfig } from '../config'
import { createResetTokensRepository, newResetToken } from '../routes/auth/reset-tokens-repository'
import { hashPassword } from '../routes/users/passwords'
import { createUsersRepository } from '../routes/users/users-repository'
import { buildTestApp } from '../testing/build-test-app'
import configPlugin from './config'
import errorsPlugin from './errors'
import rateLimitPlugin from './rate-limit'

const REDIS_URL = 'redis://127.0.0.1:6379'
const PASSWORD = 'the right password'
const TOO_MANY = { statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyRequests }

const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 })
  probe.on('error', () => {})
  try {
    await probe.connect()
    await probe.quit()
    return true
  } catch {
    probe.disconnect()
    return false
  }
}

function login(app: App, email: string, password: string, remoteAddress: string, url = '/api/user/login') {
  return app.inject({ method: 'POST', url, remoteAddress, payload: { email, password } })
}

describe('auth rate limits (RATE_LIMIT_AUTH = 5)', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
    await createUsersRepository(app.knex).create({
      name: 'Target',
      email: 'target@lab.test',
      passwordHash: await hashPassword(PASSWORD),
    })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 429 after five tries for one e-mail from devices it never signed in on, even with the right password', async () => {
    const address = randomAddress()
    for (let i = 0; i < 5; i++) {
      expect((await login(app, 'target@lab.test', 'wrong password', address)).statusCode).toBe(401)
    }
    const blocked = await login(app, 'TARGET@lab.test', PASSWORD, address)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(TOO_MANY)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    // The e-mail is limited wherever the tries come from, on both logins.
    expect((await login(app, 'target@lab.test', PASSWORD, randomAddress())).statusCode).toBe(429)
    expect(
      (await login(app, 'target@lab.test', PASSWORD, randomAddress(), '/api/admin/login')).statusCode,
    ).toBe(429)
    // Another e-mail from the same address is not blocked by the e-mail limit.
    expect((await login(app, 'someone-else@lab.test', 'wrong password', address)).statusCode).toBe(401)
  })

  // Twenty argon2 verifications are CPU, not time: a loaded machine gets room, not a clock.
  it('answers 429 after twenty tries from one address across e-mails and credential routes', async () => {
    const address = randomAddress()
    const routes = ['/api/user/login', '/api/admin/login']
    for (let i = 0; i < 20; i++) {
      const res = await login(app, `guess-${i}@lab.test`, 'wrong password', address, routes[i % 2])
      expect(res.statusCode).toBe(401)
    }
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: address,
      payload: { name: 'New', email: 'fresh@lab.test', password: PASSWORD },
    })
    expect(blocked.statusCode).toBe(429)
    expect(await app.knex('users').where({ email: 'fresh@lab.test' }).first()).toBeUndefined()
    expect((await login(app, 'guess-0@lab.test', 'wrong password', randomAddress())).statusCode).toBe(401)
  }, 120_000)
})

describe('guessing cannot lock the owner out', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
    await createUsersRepository(app.knex).create({
      name: 'Owner',
      email: 'owner@lab.test',
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    })
  })
  afterAll(async () => {
    await app.close()
  })

  it('lets the owner in from a device they signed in on, after 50 wrong tries from 25 addresses', async () => {
    const earlier = await login(app, 'owner@lab.test', PASSWORD, randomAddress(), '/api/admin/login')
    const deviceToken = earlier.json().deviceToken as string
    expect(deviceToken).toMatch(/\./)

    const attackers = Array.from({ length: 25 }, randomAddress)
    for (let i = 0; i < 50; i++)
      await login(app, 'owner@lab.test', `guess ${i}`, attackers[i % 25], '/api/admin/login')
    // A new device is locked out for the minute; the owner's own device is not, from any address.
    expect(
      (await login(app, 'owner@lab.test', PASSWORD, randomAddress(), '/api/admin/login')).statusCode,
    ).toBe(429)
    const owner = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: randomAddress(),
      headers: { 'x-device-token': deviceToken },
      payload: { email: 'owner@lab.test', password: PASSWORD },
    })
    expect(owner.statusCode).toBe(200)
    expect(owner.json().user.email).toBe('owner@lab.test')
    // The device token proves the device, not the password: a wrong one from that device still fails.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: randomAddress(),
      headers: { 'x-device-token': deviceToken },
      payload: { email: 'owner@lab.test', password: 'not it' },
    })
    expect(wrong.statusCode).toBe(401)
    // A token of another account, or a forged one, counts as an unknown device.
    for (const forged of [
      `${deviceToken}x`,
      deviceToken.replace(/^[^.]+/, '00000000-0000-4000-8000-000000000000'),
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: randomAddress(),
        headers: { 'x-device-token': forged },
        payload: { email: 'owner@lab.test', password: PASSWORD },
      })
      expect(res.statusCode).toBe(429)
    }
  })

  /** A second account, so these counts start from zero. */
  async function anotherOwner(email: string) {
    const user = await createUsersRepository(app.knex).create({
      name: 'Other owner',
      email,
      passwordHash: await hashPassword(PASSWORD),
      role: 'admin',
    })
    const first = await login(app, email, PASSWORD, randomAddress(), '/api/admin/login')
    return { user, deviceToken: first.json().deviceToken as string }
  }
  const fromDevice = (email: string, password: string, deviceToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: randomAddress(),
      headers: { 'x-device-token': deviceToken },
      payload: { email, password },
    })

  it('still limits guesses from a known device, three times as high as from a new one', async () => {
    const { deviceToken } = await anotherOwner('device-owner@lab.test')
    const answers: number[] = []
    for (let i = 0; i < 16; i++)
      answers.push((await fromDevice('device-owner@lab.test', `guess ${i}`, deviceToken)).statusCode)
    expect(answers).toEqual([...Array(15).fill(401), 429])
    expect((await fromDevice('device-owner@lab.test', PASSWORD, deviceToken)).statusCode).toBe(429)
  }, 120_000)

  it('forgets a device after "log out everywhere" and after a password change', async () => {
    const { user, deviceToken } = await anotherOwner('leaving@lab.test')
    const session = await fromDevice('leaving@lab.test', PASSWORD, deviceToken)
    expect(session.statusCode).toBe(200)
    // New devices are locked out for the minute: only a known device gets in now.
    for (let i = 0; i < 6; i++)
      await login(app, 'leaving@lab.test', `guess ${i}`, randomAddress(), '/api/admin/login')
    expect((await fromDevice('leaving@lab.test', PASSWORD, deviceToken)).statusCode).toBe(200)
    const newer = (await fromDevice('leaving@lab.test', PASSWORD, deviceToken)).json().deviceToken as string

    const everywhere = await app.inject({
      method: 'POST',
      url: '/api/user/logout-all',
      headers: { authorization: `Bearer ${session.json().token}` },
    })
    expect(everywhere.statusCode).toBeLessThan(300)
    for (const token of [deviceToken, newer])
      expect((await fromDevice('leaving@lab.test', PASSWORD, token)).statusCode).toBe(429)

    // A device token issued after "log out everywhere" dies with the next password change.
    const { user: second, deviceToken: fresh } = await anotherOwner('changing@lab.test')
    for (let i = 0; i < 6; i++)
      await login(app, 'changing@lab.test', `guess ${i}`, randomAddress(), '/api/admin/login')
    expect((await fromDevice('changing@lab.test', PASSWORD, fresh)).statusCode).toBe(200)
    const resetToken = newResetToken()
    await createResetTokensRepository(app.knex).replaceForUser(second.id, resetToken, 30)
    const reset = await app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${resetToken}`,
      payload: { newPassword: 'a changed password' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await fromDevice('changing@lab.test', 'a changed password', fresh)).statusCode).toBe(429)
    expect(user.id).not.toBe(second.id)
  }, 120_000)

  it('keeps the password reset open to the owner meanwhile, capping the mails it sends', async () => {
    const mails = () => app.knex('outbox').where({ kind: 'password-reset' }).count({ n: '*' }).first()
    const before = Number((await mails())?.n)
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: randomAddress(),
        payload: { email: 'owner@lab.test' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(MESSAGES.forgotPasswordSent)
    }
    await expect.poll(async () => Number((await mails())?.n) - before).toBe(3)
  })
})

describe('global API limit (RATE_LIMIT_GLOBAL)', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitGlobal: 5 })
  })
  afterAll(async () => {
    await app.close()
  })

  it('counts API requests per address and answers 429 JSON beyond the limit', async () => {
    const address = randomAddress()
    for (let i = 0; i < 5; i++) {
      expect(
        (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode,
      ).toBe(200)
    }
    const blocked = await app.inject({ method: 'GET', url: '/api/service', remoteAddress: address })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual(TOO_MANY)
    expect(blocked.headers['content-type']).toMatch(/application\/json/)
    expect(
      (await app.inject({ method: 'GET', url: '/api/health', remoteAddress: randomAddress() })).statusCode,
    ).toBe(200)
  })

  it('never counts uploads or pages', async () => {
    const address = randomAddress()
    for (let i = 0; i < 12; i++) {
      const upload = await app.inject({ method: 'GET', url: '/uploads/missing.webp', remoteAddress: address })
      expect(upload.statusCode).toBe(404)
      const page = await app.inject({ method: 'GET', url: `/blog?page=${i}`, remoteAddress: address })
      expect(page.statusCode).not.toBe(429)
    }
    expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })).statusCode).toBe(
      200,
    )
  })
})

describe('per-route limits', () => {
  it('honours a route config rateLimit (public forms) on top of the global limit', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-rl-'))
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir }),
      rateLimitGlobal: 100,
      rateLimitForms: 2,
    }
    const app = Fastify()
    await app.register(configPlugin, { config })
    await app.register(sensible)
    await app.register(errorsPlugin)
    await app.register(rateLimitPlugin)
    app.post(
      '/api/contact',
      { config: { rateLimit: { max: config.rateLimitForms, timeWindow: 60_000 } } },
      async () => ({
        ok: true,
      }),
    )
    app.get('/api/other', async () => ({ ok: true }))
    try {
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await app.inject({ method: 'POST', url: '/api/contact' })).statusCode)
      expect(statuses).toEqual([200, 200, 429])
      const blocked = await app.inject({ method: 'POST', url: '/api/contact' })
      expect(blocked.json()).toEqual(TOO_MANY)
      expect((await app.inject({ method: 'GET', url: '/api/other' })).statusCode).toBe(200)
    } finally {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(!(await redisReachable()))('Redis store (REDIS_URL)', () => {
  let first: App
  let second: App
  beforeAll(async () => {
    first = await buildTestApp({ redisUrl: REDIS_URL, rateLimitAuth: 2 })
    second = await buildTestApp({ redisUrl: REDIS_URL, rateLimitAuth: 2 })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it('shares counters between server processes under the labsite-rl: namespace', async () => {
    const email = `shared-${randomBytes(6).toString('hex')}@lab.test`
    const address = randomAddress()
    expect((await login(first, email, 'wrong password', address)).statusCode).toBe(401)
    expect((await login(second, email, 'wrong password', address)).statusCode).toBe(401)
    expect((await login(first, email, 'wrong password', randomAddress())).statusCode).toBe(429)
    expect((await login(second, email, 'wrong password', randomAddress())).statusCode).toBe(429)

    const redis = new Redis(REDIS_URL)
    try {
      const keys = await redis.keys(`labsite-rl:*${email}`)
      expect(keys.length).toBeGreaterThan(0)
      expect(Number(await redis.get(keys[0]))).toBe(4)
    } finally {
      await redis.quit()
    }
  })
})

describe('an unreachable REDIS_URL', () => {
  it('stops the start with one clear line', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-rl-'))
    const app = Fastify()
    await app.register(configPlugin, {
      config: { ...loadConfig({ DATA_DIR: dataDir }), redisUrl: 'redis://127.0.0.1:1' },
    })
    await app.register(sensible)
    try {
      await expect(app.register(rateLimitPlugin).ready()).rejects.toThrow(/^cannot reach REDIS_URL/)
    } finally {
      await app.close().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
