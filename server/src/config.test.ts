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
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "mysql://x"',
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

  it('creates DATA_DIR owner-only', () => {
    const fresh = path.join(dataDir, 'fresh')
    loadConfig({ DATA_DIR: fresh })
    expect(statSync(fresh).mode & 0o777).toBe(0o700)
    expect(statSync(path.join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600)
  })
})
