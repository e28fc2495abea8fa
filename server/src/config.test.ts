import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('configuration from the environment schema', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-config-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env })

  it('reads typed values and defaults', () => {
    const config = load({ PORT: '8080', TRUST_PROXY: 'Yes', RATE_LIMIT_FORMS: '3', DEMO: 'off' })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: true,
      rateLimitForms: 3,
      rateLimitAuth: 5,
      demo: false,
      publicUrl: 'http://localhost:8080',
      database: { kind: 'pglite', dir: path.join(dataDir, 'db') },
    })
    expect(config.jwtSecret.length).toBeGreaterThan(32)
  })

  it('refuses a bad value with one line naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535, got "eighty"'],
      [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535, got "70000"'],
      [{ DEMO: 'maybe' }, 'DEMO must be on or off (1/0, true/false), got "maybe"'],
      [
        { DATABASE_URL: 'mysql://x' },
        'DATABASE_URL must be a URL like postgres://user:password@host:5432/database, got "mysql://x"',
      ],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long, got "short"'],
      [{ ADMIN_EMAIL: 'a@b.c' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
      [
        { LOG_LEVEL: 'loud' },
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ],
    ]
    for (const [env, message] of cases) {
      expect(() => load(env), JSON.stringify(env)).toThrow(new ConfigError(message))
    }
  })

  it('chooses the payment gateway: simulator by default with DEMO=1, none elsewhere, Razorpay with all its keys', () => {
    expect(load({}).payments).toEqual({ provider: null })
    expect(load({ DEMO: '1' }).payments).toEqual({ provider: 'simulator' })
    expect(load({ PAYMENT_PROVIDER: 'simulator' }).payments).toEqual({ provider: 'simulator' })
    const keys = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: ' secret with spaces ',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    }
    expect(load({ ...keys, DEMO: '1' }).payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_abc',
      keySecret: ' secret with spaces ',
      webhookSecret: 'hook',
      apiUrl: 'https://api.razorpay.com',
    })
    const cases: [Record<string, string>, string][] = [
      [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be razorpay or simulator, got "paypal"'],
      [
        { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_abc' },
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
      ],
      [
        { PAYMENT_PROVIDER: 'simulator', NODE_ENV: 'production' },
        'PAYMENT_PROVIDER=simulator marks bookings paid without money and cannot be used with NODE_ENV=production',
      ],
      [
        { ...keys, RAZORPAY_API_URL: 'api.razorpay.com' },
        'RAZORPAY_API_URL must be a URL starting with http:// or https://, got "api.razorpay.com"',
      ],
    ]
    for (const [env, message] of cases) {
      expect(() => load(env), JSON.stringify(env)).toThrow(new ConfigError(message))
    }
  })

  it('creates DATA_DIR owner-only', () => {
    const fresh = path.join(dataDir, 'fresh')
    loadConfig({ DATA_DIR: fresh })
    expect(statSync(fresh).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600)
  })
})
