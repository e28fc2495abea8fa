import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { repoRoot } from './server-paths'

/** Where the database lives: embedded PGlite (on disk, or in memory for tests) or a PostgreSQL server. */
export type DatabaseConfig =
  | {
      kind: 'pglite'
      dir: string | null
      /** Tests: an in-memory database is started from this snapshot of a migrated one (a tarball). */
      snapshotFile?: string
      /** Tests: an already open PGlite to use as it is. */
      instance?: PGlite
    }
  | { kind: 'pg'; url: string }

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  publicUrl: string
  database: DatabaseConfig
  jwtSecret: string
  demo: boolean
  adminEmail: string | null
  adminPassword: string | null
  smtpUrl: string | null
  mailFrom: string
  staffNotifyEmail: string | null
  rateLimitAuth: number
  rateLimitForms: number
  rateLimitGlobal: number
  redisUrl: string | null
  trustProxy: boolean
  /** Built SPA to serve; null when it has not been built (API only). */
  webDistDir: string | null
  logLevel: string
  /** How long the server waits on the database before answering 503 (DESIGN §8, issue 12). */
  databaseTimeouts: DatabaseTimeouts
  /** Closed enquiries (and their files) older than this many days are purged by the scheduler. */
  retentionDays: number
  /** Periodic jobs (outbox retries, purges) run on timers; tests turn this off and call the jobs directly. */
  schedulerEnabled: boolean
  /** How long an unfinished Idempotency-Key claim blocks a retry before it counts as abandoned. */
  idempotencyLeaseMs: number
}

export interface DatabaseTimeouts {
  /** Opening a connection (PostgreSQL only). */
  connectMs: number
  /** Waiting for a free connection from the pool (both databases: PGlite has one connection). */
  acquireMs: number
  /** One statement: PostgreSQL cancels it server-side; the client stops waiting 500 ms later. */
  statementMs: number
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = 1_000_000): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`)
  }
  return n
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new ConfigError(`${name} must be on or off (1/0, true/false), got "${env[name]}"`)
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim()
  if (!raw) return null
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} is not a valid URL`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`)
  }
  return raw
}

/** The signing key: JWT_SECRET, or one generated once and kept in DATA_DIR so tokens survive restarts. */
function jwtSecretFor(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.JWT_SECRET?.trim()
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long')
    return given
  }
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Reads DESIGN.md §3's environment table once; a bad value throws a ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65_535)
  const host = env.HOST?.trim() || '127.0.0.1'
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(repoRoot, 'data'))
  try {
    mkdirSync(dataDir, { recursive: true })
  } catch (error) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be created: ${(error as Error).message}`)
  }
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'])
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'pg', url: databaseUrl }
    : { kind: 'pglite', dir: path.join(dataDir, 'db') }
  const adminEmail = env.ADMIN_EMAIL?.trim() || null
  const adminPassword = env.ADMIN_PASSWORD || null
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long')
  }
  const webDist = path.join(repoRoot, 'web', 'dist')
  return {
    port,
    host,
    dataDir,
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    database,
    jwtSecret: jwtSecretFor(env, dataDir),
    demo: flag(env, 'DEMO', database.kind === 'pglite'),
    adminEmail,
    adminPassword,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || 'Aarogya Diagnostics <no-reply@localhost>',
    staffNotifyEmail: env.STAFF_NOTIFY_EMAIL?.trim() || null,
    rateLimitAuth: integer(env, 'RATE_LIMIT_AUTH', 5, 1),
    rateLimitForms: integer(env, 'RATE_LIMIT_FORMS', 10, 1),
    rateLimitGlobal: integer(env, 'RATE_LIMIT_GLOBAL', 1200, 1),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    databaseTimeouts: {
      connectMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 2_000, 100, 60_000),
      acquireMs: integer(env, 'DB_ACQUIRE_TIMEOUT_MS', 3_000, 100, 60_000),
      statementMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 3_000, 100, 600_000),
    },
    retentionDays: integer(env, 'RETENTION_DAYS', 365, 1, 36_500),
    schedulerEnabled: flag(env, 'SCHEDULER', true),
    idempotencyLeaseMs: 60_000,
  }
}
