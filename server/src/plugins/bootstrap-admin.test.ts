import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
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
  })
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
