import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { loadConfig } from '../config'
import { buildTestApp } from '../testing/build-test-app'
import { DEMO_ADMIN, DEMO_STAFF, ensureAccount } from './bootstrap-admin'

const adminLogin = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } })
const publicConfig = async (app: App) => (await app.inject({ method: 'GET', url: '/api/config' })).json()
const roles = async (app: App) =>
  Object.fromEntries((await app.knex('users').select('email', 'role')).map((u) => [u.email, u.role]))

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-admin-db-'))
  afterAll(() => rmSync(dbDir, { recursive: true, force: true }))
  // One on-disk database across two starts, to see what a restart does.
  const start = (adminEmail: string, adminPassword: string) =>
    buildTestApp({ adminEmail, adminPassword, database: { kind: 'pglite', dir: dbDir } })

  // Two cold starts of an on-disk database: slow on a busy machine, hence the longer timeout.
  it('creates that admin at start, and leaves things alone once an admin exists', async () => {
    const first = await start('Boss@Lab.test', 'first admin password')
    try {
      expect(await roles(first)).toEqual({ 'Boss@Lab.test': 'admin' })
      const res = await adminLogin(first, 'boss@lab.test', 'first admin password')
      expect(res.statusCode).toBe(200)
      expect(res.json().user.role).toBe('admin')
      expect(await publicConfig(first)).toEqual({ demo: false })
    } finally {
      await first.close()
    }

    const second = await start('other@lab.test', 'second admin password')
    try {
      expect(await roles(second)).toEqual({ 'Boss@Lab.test': 'admin' })
      expect((await adminLogin(second, 'other@lab.test', 'second admin password')).statusCode).toBe(401)
    } finally {
      await second.close()
    }
  }, 120_000)
})

describe('demo mode', () => {
  let app: App
  afterAll(async () => {
    await app?.close()
  })

  it('creates the demo admin and demo staff and shows the admin login in /api/config', async () => {
    app = await buildTestApp({ demo: true })
    expect(await roles(app)).toMatchObject({ [DEMO_ADMIN.email]: 'admin', [DEMO_STAFF.email]: 'staff' })
    expect(await publicConfig(app)).toEqual({
      demo: true,
      demoAdmin: { email: 'admin@aarogya.demo', password: 'Admin@12345' },
    })
    expect((await adminLogin(app, 'admin@aarogya.demo', 'Admin@12345')).json().user.role).toBe('admin')
    expect((await adminLogin(app, 'staff@aarogya.demo', 'Staff@12345')).json().user.role).toBe('staff')
  })
})

describe('demo mode with ADMIN_EMAIL', () => {
  let app: App
  afterAll(async () => {
    await app?.close()
  })

  it('creates only the configured admin and shows no demo login', async () => {
    app = await buildTestApp({ demo: true, adminEmail: 'owner@lab.test', adminPassword: 'owner password' })
    expect(await roles(app)).toEqual({ 'owner@lab.test': 'admin' })
    expect(await publicConfig(app)).toEqual({ demo: true })
  })
})

describe('outside demo mode', () => {
  let app: App
  afterAll(async () => {
    await app?.close()
  })

  it('creates no account and reveals no credentials', async () => {
    app = await buildTestApp()
    expect(await roles(app)).toEqual({})
    const res = await app.inject({ method: 'GET', url: '/api/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ demo: false })
    expect(res.body).not.toContain('Admin@12345')
  })
})

describe('demo mode is only ever asked for', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-demo-config-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('is off unless DEMO says so, whatever the host or the database', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '0.0.0.0', '::'])
      expect(loadConfig({ HOST, DATA_DIR: dataDir }).demo).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: '1' }).demo).toBe(true)
  })

  it('refuses DEMO=1 on a production start', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'production' })).toThrow(
      'DEMO=1 creates accounts with published passwords and cannot be used with NODE_ENV=production',
    )
  })
})

describe('a production install behind a reverse proxy, with no ADMIN_EMAIL', () => {
  let app: App
  let printed: string[] = []
  afterAll(async () => {
    await app?.close()
  })

  it('publishes no password, has no demo account, and prints a setup link that works once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-proxy-'))
    const config = loadConfig({
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
    })
    rmSync(dataDir, { recursive: true, force: true })
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      app = await buildTestApp({ demo: config.demo, trustProxy: true, logLevel: 'info' })
      printed = log.mock.calls.map((call) => String(call[0]))
    } finally {
      log.mockRestore()
    }
    expect(await roles(app)).toEqual({})
    const configAnswer = await app.inject({ method: 'GET', url: '/api/config' })
    expect(configAnswer.json()).toEqual({ demo: false })
    expect(configAnswer.body).not.toContain(DEMO_ADMIN.password)
    expect((await adminLogin(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401)

    const link = printed.join('\n').match(/(https?:\/\/\S+\/admin\/setup#(\S+))/)
    expect(link?.[1]).toBe(`${app.config.publicUrl}/admin/setup#${link?.[2]}`)
    const token = link?.[2] ?? ''
    expect((await app.inject({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({ open: true })

    const owner = { name: 'Lab Owner', email: 'owner@lab.test', password: 'a long owner password' }
    const forged = await app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { ...owner, token: `${token.slice(0, -1)}x` },
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json().message).toBe(
      'This setup link is not valid. Use the link the server printed when it started.',
    )
    expect(await roles(app)).toEqual({})

    const setUp = await app.inject({ method: 'POST', url: '/api/admin/setup', payload: { ...owner, token } })
    expect(setUp.statusCode).toBe(201)
    expect(setUp.json().user).toMatchObject({ email: owner.email, role: 'admin' })
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${setUp.json().token}` },
    })
    expect(me.json().role).toBe('admin')

    // The same link a second time opens nothing: one administrator, the first one.
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { name: 'Intruder', email: 'intruder@evil.test', password: 'another password', token },
    })
    expect(again.statusCode).toBe(409)
    expect(await roles(app)).toEqual({ 'owner@lab.test': 'admin' })
    expect((await app.inject({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({ open: false })
    expect((await adminLogin(app, owner.email, owner.password)).statusCode).toBe(200)
  })
})

describe('a data folder left with the published demo password', () => {
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-demo-left-'))
  afterAll(() => rmSync(dbDir, { recursive: true, force: true }))
  const start = (demo: boolean) => buildTestApp({ demo, database: { kind: 'pglite', dir: dbDir } })

  it('stops a start outside demo mode until that password is changed', async () => {
    const demoStart = await start(true)
    await demoStart.close()

    await expect(start(false)).rejects.toThrow(
      'admin@aarogya.demo and staff@aarogya.demo still have the published demo password',
    )

    // The owner changes both passwords (what `npm run admin:create` does), then the server starts.
    const fixing = await start(true)
    await ensureAccount(fixing.knex, { ...DEMO_ADMIN, password: 'a private admin password', role: 'admin' })
    await ensureAccount(fixing.knex, { ...DEMO_STAFF, password: 'a private staff password', role: 'staff' })
    await fixing.close()
    const production = await start(false)
    try {
      expect((await publicConfig(production)).demoAdmin).toBeUndefined()
      expect((await adminLogin(production, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401)
    } finally {
      await production.close()
    }
  }, 180_000)
})

describe('no demo by accident', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-demo-guard-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a NODE_ENV that is not development, production or test, in one line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'prodution' })).toThrow(
      'NODE_ENV must be development, production or test, got "prodution"',
    )
    for (const NODE_ENV of ['development', 'production', 'test'])
      expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV })).not.toThrow()
  })

  it('prints a plain banner naming the live published passwords on every demo start', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const app = await buildTestApp({ demo: true, logLevel: 'info' })
      await app.close()
      const banner = printed.mock.calls
        .map((call) => String(call[0]))
        .find((line) => line.includes('DEMO MODE'))
      expect(banner).toContain('published passwords are live')
      expect(banner).toContain('admin@aarogya.demo / Admin@12345')
      expect(banner).toContain('staff@aarogya.demo / Staff@12345')
      expect(banner).not.toContain('{')
    } finally {
      printed.mockRestore()
    }
  })

  it('refuses to run the demo on a database where real staff sign in', async () => {
    const dbDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-demo-real-'))
    try {
      const real = await buildTestApp({
        adminEmail: 'owner@lab.test',
        adminPassword: 'owner password',
        database: { kind: 'pglite', dir: dbDir },
      })
      await real.close()
      await expect(buildTestApp({ demo: true, database: { kind: 'pglite', dir: dbDir } })).rejects.toThrow(
        'DEMO=1 refuses this database: it holds 1 staff account(s) that are not demo accounts',
      )
      // Nothing was added by the refused start.
      const again = await buildTestApp({ database: { kind: 'pglite', dir: dbDir } })
      try {
        expect(await roles(again)).toEqual({ 'owner@lab.test': 'admin' })
        expect(Number((await again.knex('booking_slots').count({ n: '*' }).first())?.n)).toBe(0)
      } finally {
        await again.close()
      }
    } finally {
      rmSync(dbDir, { recursive: true, force: true })
    }
  }, 180_000)
})
