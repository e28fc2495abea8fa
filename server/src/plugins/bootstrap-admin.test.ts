import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../app'
import { loadConfig } from '../config'
import { buildTestApp } from '../testing/build-test-app'
import { DEMO_ADMIN, DEMO_STAFF } from './bootstrap-admin'

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

describe('demo mode on a public interface', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-public-demo-'))
  let app: App
  afterAll(async () => {
    await app?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('publishes no demo login on HOST=0.0.0.0 without DEMO=1: random passwords, printed once', async () => {
    const config = loadConfig({ HOST: '0.0.0.0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    expect(config).toMatchObject({ demo: true, publicDemoLogins: false })
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {})
    let lines: unknown[][] = []
    try {
      app = await buildTestApp({
        demo: config.demo,
        host: config.host,
        publicDemoLogins: config.publicDemoLogins,
      })
      lines = [...printed.mock.calls]
    } finally {
      printed.mockRestore()
    }
    expect(await publicConfig(app)).toEqual({ demo: true })
    expect(JSON.stringify(await publicConfig(app))).not.toContain('Admin@12345')
    expect((await adminLogin(app, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(401)
    expect((await adminLogin(app, DEMO_STAFF.email, DEMO_STAFF.password)).statusCode).toBe(401)
    // The console got the random passwords once, and they work.
    expect(lines).toHaveLength(1)
    const text = String(lines[0][0])
    const adminPassword = new RegExp(`admin\\s+${DEMO_ADMIN.email}\\s+(\\S+)`).exec(text)?.[1] ?? ''
    expect(adminPassword).toHaveLength(16)
    expect((await adminLogin(app, DEMO_ADMIN.email, adminPassword)).json().user.role).toBe('admin')
  })

  it('uses the published demo logins when DEMO=1 is set, or on loopback', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: '1', DATA_DIR: dataDir }).publicDemoLogins).toBe(true)
    expect(loadConfig({ HOST: '127.0.0.1', DATA_DIR: dataDir }).publicDemoLogins).toBe(true)
    expect(loadConfig({ HOST: '::', DATA_DIR: dataDir }).publicDemoLogins).toBe(false)
  })
})
