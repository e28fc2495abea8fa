import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { type Static, type TSchema, Type } from 'typebox'
import { Value } from 'typebox/value'
import { BACKUP_KEY_MIN } from './backup/archive-crypto'
import { type Clock, fileClock, systemClock } from './lib/infrastructure/clock'
import type { SmsConfig, WhatsAppConfig } from './messages/phone-senders'
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

/** How long the server waits on the database before answering 503. */
export interface DatabaseTimeouts {
  /** Opening a connection (PostgreSQL only). */
  connectMs: number
  /** Waiting for a free connection from the pool (both databases: PGlite has one connection). */
  acquireMs: number
  /** One statement: PostgreSQL cancels it server-side; the client stops waiting 500 ms later. */
  statementMs: number
}

export class ConfigError extends Error {}

const FLAG_WORDS = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
}

/** A schema with the words of its one-line error ("PORT must be <mustBe>, got …"). */
const rule = <T extends TSchema>(schema: T, mustBe: string) => Object.assign(schema, { mustBe })
const whole = (min: number, max: number) =>
  rule(Type.Integer({ minimum: min, maximum: max }), `a whole number between ${min} and ${max}`)
const flag = rule(
  Type.Union(Object.keys(FLAG_WORDS).map((word) => Type.Literal(word))),
  'on or off (1/0, true/false)',
)
const urlOf = (...protocols: string[]) =>
  rule(
    Type.String({ pattern: `^(${protocols.join('|')}):` }),
    `a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  )
const text = rule(Type.String(), 'text')

/** The environment table (README.md "Configuration"): every variable the server reads, with its rule. */
export const EnvSchema = Type.Object({
  PORT: whole(0, 65_535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: rule(
    Type.String({ pattern: '^(postgres|postgresql)://' }),
    'a URL like postgres://user:password@host:5432/database',
  ),
  PUBLIC_URL: urlOf('http', 'https'),
  JWT_SECRET: rule(Type.String({ minLength: 32 }), 'at least 32 characters long'),
  DEMO: flag,
  ADMIN_EMAIL: text,
  ADMIN_PASSWORD: rule(Type.String({ minLength: 8 }), 'at least 8 characters long'),
  SMTP_URL: urlOf('smtp', 'smtps'),
  MAIL_FROM: text,
  STAFF_NOTIFY_EMAIL: text,
  RATE_LIMIT_AUTH: whole(1, 1_000_000),
  RATE_LIMIT_FORMS: whole(1, 1_000_000),
  RATE_LIMIT_GLOBAL: whole(1, 1_000_000),
  REDIS_URL: urlOf('redis', 'rediss'),
  TRUST_PROXY: flag,
  DB_CONNECT_TIMEOUT_MS: whole(100, 60_000),
  DB_ACQUIRE_TIMEOUT_MS: whole(100, 60_000),
  DB_STATEMENT_TIMEOUT_MS: whole(100, 600_000),
  RETENTION_DAYS: whole(1, 36_500),
  SCHEDULER: flag,
  LOG_LEVEL: rule(
    Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))),
    'one of fatal, error, warn, info, debug, trace, silent',
  ),
  LOG_FORMAT: rule(Type.Union([Type.Literal('json'), Type.Literal('pretty')]), 'json or pretty'),
  // A typo (`prodution`) must not quietly start a development (or demo) server.
  NODE_ENV: rule(
    Type.Union(['development', 'production', 'test'].map((e) => Type.Literal(e))),
    'development, production or test',
  ),
  WORKERS: whole(1, 64),
  FILE_STORE: rule(Type.Union([Type.Literal('local'), Type.Literal('s3')]), 'local or s3'),
  S3_BUCKET: text,
  S3_ENDPOINT: urlOf('http', 'https'),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag,
  REQUEST_IDLE_TIMEOUT_MS: whole(1_000, 600_000),
  REQUEST_TIMEOUT_MS: whole(1_000, 3_600_000),
  REQUEST_HEADERS_TIMEOUT_MS: whole(1_000, 3_600_000),
  PDF_CONCURRENCY: whole(1, 64),
  PDF_QUEUE: whole(0, 10_000),
  BACKUP_KEY: rule(Type.String({ minLength: BACKUP_KEY_MIN }), `at least ${BACKUP_KEY_MIN} characters long`),
  BACKUP_DIR: text,
  BACKUP_KEEP: whole(1, 1_000),
  BACKUP_EVERY_HOURS: whole(1, 24 * 31),
  METRICS_TOKEN: rule(Type.String({ minLength: 16 }), 'at least 16 characters long'),
  TEST_CLOCK_FILE: text,
  SMS_PROVIDER: rule(Type.Union([Type.Literal('msg91'), Type.Literal('twilio')]), 'msg91 or twilio'),
  SMS_API_KEY: text,
  SMS_SENDER: text,
  SMS_TEMPLATE_ID: text,
  SMS_API_URL: urlOf('http', 'https'),
  WHATSAPP_PROVIDER: rule(Type.Literal('cloud'), 'cloud'),
  WHATSAPP_TOKEN: text,
  WHATSAPP_PHONE_NUMBER_ID: text,
  WHATSAPP_API_URL: urlOf('http', 'https'),
  MESSAGES_WEBHOOK_SECRET: rule(Type.String({ minLength: 16 }), 'at least 16 characters long'),
  PAYMENT_PROVIDER: rule(
    Type.Union([Type.Literal('razorpay'), Type.Literal('simulator')]),
    'razorpay or simulator',
  ),
  RAZORPAY_KEY_ID: text,
  RAZORPAY_KEY_SECRET: text,
  RAZORPAY_WEBHOOK_SECRET: text,
  RAZORPAY_API_URL: urlOf('http', 'https'),
})
type Env = { [Name in keyof Static<typeof EnvSchema>]?: Static<typeof EnvSchema>[Name] }

/** Taken as typed: a secret's spaces are part of it. */
const SECRETS = new Set([
  'ADMIN_PASSWORD',
  'BACKUP_KEY',
  'METRICS_TOKEN',
  'SMS_API_KEY',
  'WHATSAPP_TOKEN',
  'MESSAGES_WEBHOOK_SECRET',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
])

/**
 * Reads every variable of EnvSchema: unset or blank means "not given"; a value breaking its rule
 * throws a ConfigError with one clear line naming the variable.
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed: Record<string, unknown> = {}
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const raw = SECRETS.has(name) ? env[name] : env[name]?.trim()
    if (raw === undefined || raw === '') continue
    const value = Value.Convert(schema, schema === flag ? raw.toLowerCase() : raw)
    const valid = Value.Check(schema, value) && (!('pattern' in schema) || URL.canParse(String(value)))
    if (!valid) {
      // A connection string can hold a password: the line names its form without repeating it.
      const shown = name === 'DATABASE_URL' ? raw.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@') : raw
      throw new ConfigError(`${name} must be ${'mustBe' in schema ? schema.mustBe : 'valid'}, got "${shown}"`)
    }
    parsed[name] = value
  }
  return parsed as Env
}

const FLAG_VALUES = new Map<string, boolean>(Object.entries(FLAG_WORDS))

const isFlagOn = (word: string | undefined): boolean | undefined =>
  word === undefined ? undefined : FLAG_VALUES.get(word)

/** What a failed file operation says: its code (EACCES, EEXIST…), else its message. */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return 'code' in error && typeof error.code === 'string' ? error.code : error.message
}

/** A text variable that must be set (its provider's check has named it when missing). */
function given(vars: Env, name: keyof Env): string {
  const value = vars[name]
  if (typeof value !== 'string' || value === '') throw new ConfigError(`${name} must be set`)
  return value
}

/**
 * DATA_DIR and the folders the server writes in it must be writable by this account: a volume mounted
 * read-only or owned by another user (the usual container mistake) is named here, in one line, instead
 * of failing later with a stack trace from whichever write comes first.
 */
function assertWritable(dataDir: string): void {
  const account = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''
  for (const dir of [
    dataDir,
    ...['db', 'uploads', 'private', 'outbox', 'tmp'].map((d) => path.join(dataDir, d)),
  ]) {
    if (dir !== dataDir && !existsSync(dir)) continue
    const probe = path.join(dir, `.write-check-${process.pid}`)
    try {
      writeFileSync(probe, '', { mode: 0o600 })
      rmSync(probe, { force: true })
    } catch (error) {
      const code = failureOf(error)
      const what = dir === dataDir ? `DATA_DIR ${dataDir}` : `${dir} (in DATA_DIR)`
      throw new ConfigError(
        `${what} is not writable by this account${account} (${code}): give the account write access (chown -R or chmod u+w) or set DATA_DIR to a writable folder`,
      )
    }
  }
}

/** The signing key: JWT_SECRET, or one generated once and kept in DATA_DIR so tokens survive restarts. */
function jwtSecretFor(given: string | undefined, dataDir: string): string {
  if (given) return given
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  try {
    // 'wx': when several processes start at once on one DATA_DIR, the first one's key is everybody's.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (failureOf(error) === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
  return secret
}

export type FileStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      endpoint: string | null
      region: string
      accessKeyId: string | null
      secretAccessKey: string | null
      forcePathStyle: boolean
    }

export type PaymentsConfig =
  | { provider: null }
  | { provider: 'simulator' }
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string }

/**
 * PAYMENT_PROVIDER: razorpay with its three keys, or the simulator (the default with DEMO=1). The
 * simulator marks anything paid on a button press, so it can never run with NODE_ENV=production.
 */
function paymentsConfig(vars: Env, demo: boolean): PaymentsConfig {
  const provider = vars.PAYMENT_PROVIDER ?? (demo ? 'simulator' : null)
  if (provider === 'simulator' && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=simulator marks bookings paid without money and cannot be used with NODE_ENV=production',
    )
  }
  if (provider !== 'razorpay') return { provider }
  const keys: (keyof Env)[] = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']
  const missing = keys.filter((name) => !vars[name])
  if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`)
  return {
    provider,
    keyId: given(vars, 'RAZORPAY_KEY_ID'),
    keySecret: given(vars, 'RAZORPAY_KEY_SECRET'),
    webhookSecret: given(vars, 'RAZORPAY_WEBHOOK_SECRET'),
    apiUrl: (vars.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
  }
}

/** DATA_DIR, created owner-only (health data, outgoing mail and the signing key live there) and writable. */
function dataDirOf(vars: Env): string {
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data'))
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} cannot be created (${failureOf(error)}): create it for this account or set DATA_DIR to a writable folder`,
    )
  }
  assertWritable(dataDir)
  return dataDir
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: the first admin account, both or neither. */
function adminAccountOf(vars: Env) {
  const adminEmail = vars.ADMIN_EMAIL ?? null
  const adminPassword = vars.ADMIN_PASSWORD ?? null
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  return { adminEmail, adminPassword }
}

/**
 * DEMO: never inferred (from the host, the database or anything else): its accounts have published
 * passwords, so only someone asking for it gets it, and never on a production start.
 */
function demoModeOf(vars: Env): boolean {
  const demo = isFlagOn(vars.DEMO) ?? false
  if (demo && vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'DEMO=1 creates accounts with published passwords and cannot be used with NODE_ENV=production',
    )
  }
  return demo
}

/** FILE_STORE and S3_*: DATA_DIR, or an S3-compatible bucket with its keys (both or neither). */
function fileStoreConfig(vars: Env): FileStoreConfig {
  if (vars.FILE_STORE === 's3' && !vars.S3_BUCKET) {
    throw new ConfigError('FILE_STORE=s3 needs S3_BUCKET (and S3_REGION or S3_ENDPOINT)')
  }
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  // The check above refused s3 without a bucket.
  return vars.FILE_STORE === 's3' && vars.S3_BUCKET
    ? {
        kind: 's3',
        bucket: vars.S3_BUCKET,
        endpoint: vars.S3_ENDPOINT ?? null,
        region: vars.S3_REGION ?? 'us-east-1',
        accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
        forcePathStyle: isFlagOn(vars.S3_FORCE_PATH_STYLE) ?? false,
      }
    : { kind: 'local' }
}

/** BACKUP_*: the key, and where and how often the server makes encrypted backups itself. */
function backupConfig(vars: Env) {
  if (vars.BACKUP_DIR && !vars.BACKUP_KEY) {
    throw new ConfigError('BACKUP_DIR needs BACKUP_KEY: backups hold health data and are always encrypted')
  }
  return {
    key: vars.BACKUP_KEY ?? null,
    dir: vars.BACKUP_DIR ? path.resolve(vars.BACKUP_DIR) : null,
    keep: vars.BACKUP_KEEP ?? 7,
    everyMs: (vars.BACKUP_EVERY_HOURS ?? 24) * 3600_000,
  }
}

/** REQUEST_*_TIMEOUT_MS: how long a request's connection, body and headers may take. */
function requestTimeoutsOf(vars: Env) {
  return {
    /**
     * A connection that sends and receives nothing this long is closed (a body that stops half-way);
     * longer than the event stream's 25 s heartbeat. The longest a whole request may take to arrive: a
     * body trickled in byte by byte holds a connection at most this long (a site whose visitors send
     * large scans over slow lines raises it). And the longest its headers may take.
     */
    requestIdleTimeoutMs: vars.REQUEST_IDLE_TIMEOUT_MS ?? 60_000,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS ?? 30_000,
    requestHeadersTimeoutMs: Math.min(
      vars.REQUEST_HEADERS_TIMEOUT_MS ?? 30_000,
      vars.REQUEST_TIMEOUT_MS ?? 30_000,
    ),
  }
}

/** Reads the environment table once; a bad value throws a ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const vars = parseEnv(env)
  const port = vars.PORT ?? 3000
  const host = vars.HOST ?? '127.0.0.1'
  const dataDir = dataDirOf(vars)
  const database: DatabaseConfig = vars.DATABASE_URL
    ? { kind: 'pg', url: vars.DATABASE_URL }
    : { kind: 'pglite', dir: path.join(dataDir, 'db') }
  const admin = adminAccountOf(vars)
  const demo = demoModeOf(vars)
  const fileStore = fileStoreConfig(vars)
  const backup = backupConfig(vars)
  const payments = paymentsConfig(vars, demo)
  const clock: Clock =
    vars.NODE_ENV === 'test' && vars.TEST_CLOCK_FILE
      ? fileClock(path.resolve(vars.TEST_CLOCK_FILE))
      : systemClock
  const webDist = path.join(repoRoot, 'web', 'dist')
  const phoneMessages = phoneMessagesConfig(vars)
  return {
    port,
    host,
    dataDir,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    database,
    jwtSecret: jwtSecretFor(vars.JWT_SECRET, dataDir),
    /** DEMO=1 only: demo content on an empty database and the demo accounts with their published passwords. */
    demo,
    ...admin,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM ?? 'Aarogya Diagnostics <no-reply@localhost>',
    staffNotifyEmail: vars.STAFF_NOTIFY_EMAIL ?? null,
    rateLimitAuth: vars.RATE_LIMIT_AUTH ?? 5,
    rateLimitForms: vars.RATE_LIMIT_FORMS ?? 10,
    rateLimitGlobal: vars.RATE_LIMIT_GLOBAL ?? 1200,
    redisUrl: vars.REDIS_URL ?? null,
    trustProxy: isFlagOn(vars.TRUST_PROXY) ?? false,
    /** Built SPA to serve; null when it has not been built (API only). */
    webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: vars.LOG_LEVEL ?? 'info',
    /** JSON lines for log shippers; readable lines when a person watches a terminal in development. */
    logFormat:
      vars.LOG_FORMAT ??
      (vars.NODE_ENV !== 'production' && process.stdout.isTTY === true ? 'pretty' : 'json'),
    databaseTimeouts: {
      connectMs: vars.DB_CONNECT_TIMEOUT_MS ?? 2_000,
      acquireMs: vars.DB_ACQUIRE_TIMEOUT_MS ?? 3_000,
      statementMs: vars.DB_STATEMENT_TIMEOUT_MS ?? 3_000,
    } satisfies DatabaseTimeouts,
    /** Closed enquiries (and their files) older than this many days are purged by the scheduler. */
    retentionDays: vars.RETENTION_DAYS ?? 365,
    /** Periodic jobs (outbox retries, purges) run on timers; tests turn this off and call the jobs directly. */
    schedulerEnabled: isFlagOn(vars.SCHEDULER) ?? true,
    /** Server processes `npm run serve:cluster` starts (Node cluster, one port); default: one per CPU. */
    workers: vars.WORKERS ?? null,
    /**
     * Where uploads and enquiry files live: DATA_DIR on this machine, or an S3-compatible bucket that
     * every server process shares (several processes on one database).
     */
    fileStore,
    ...requestTimeoutsOf(vars),
    /** PDFs (labels, receipts, slips, invoices) made at once, and how many more may wait (plugins/pdf-limit). */
    pdfConcurrency: vars.PDF_CONCURRENCY ?? 2,
    pdfQueue: vars.PDF_QUEUE ?? 200,
    /** Encrypted backups: the key, and where and how often the server makes them itself. */
    backup,
    /** SMS and WhatsApp providers; null: each message is a JSON file in DATA_DIR/outbox/sms|whatsapp. */
    phoneMessages,
    /** The shared secret of the inbound messages webhook (STOP replies); unset, the route answers 404. */
    messagesWebhookSecret: vars.MESSAGES_WEBHOOK_SECRET ?? null,
    /** Online payment at checkout: the gateway and its keys; provider null = none offered. */
    payments,
    /** `/metrics` answers only to `Authorization: Bearer <this>`; unset, it does not exist (404). */
    metricsToken: vars.METRICS_TOKEN ?? null,
    /** Password reset mails one e-mail address may get per quarter hour (more asks answer the same, send nothing). */
    resetMailLimit: 3,
    /** How long an unfinished Idempotency-Key claim blocks a retry before it counts as abandoned. */
    idempotencyLeaseMs: 60_000,
    /**
     * "Now" for publishing (which records visitors see). End-to-end tests move it with TEST_CLOCK_FILE,
     * read only when NODE_ENV=test; API tests pass a clock of their own.
     */
    clock,
  }
}

/** SMS_* and WHATSAPP_*: the provider of each channel and what it needs, refused by name when incomplete. */
function phoneMessagesConfig(vars: Env): { sms: SmsConfig | null; whatsapp: WhatsAppConfig | null } {
  const need = (provider: string, names: (keyof Env)[]) => {
    const missing = names.filter((name) => !vars[name])
    if (missing.length > 0) throw new ConfigError(`${provider} needs ${missing.join(' and ')}`)
  }
  let sms: SmsConfig | null = null
  if (vars.SMS_PROVIDER === 'msg91') {
    need('SMS_PROVIDER=msg91', ['SMS_API_KEY', 'SMS_TEMPLATE_ID'])
    sms = {
      provider: 'msg91',
      apiUrl: (vars.SMS_API_URL ?? 'https://control.msg91.com').replace(/\/$/, ''),
      apiKey: given(vars, 'SMS_API_KEY'),
      sender: vars.SMS_SENDER ?? null,
      templateId: given(vars, 'SMS_TEMPLATE_ID'),
    }
  } else if (vars.SMS_PROVIDER === 'twilio') {
    need('SMS_PROVIDER=twilio', ['SMS_API_KEY', 'SMS_SENDER'])
    if (!given(vars, 'SMS_API_KEY').includes(':')) {
      throw new ConfigError('SMS_PROVIDER=twilio needs SMS_API_KEY as <account SID>:<auth token>')
    }
    sms = {
      provider: 'twilio',
      apiUrl: (vars.SMS_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
      apiKey: given(vars, 'SMS_API_KEY'),
      sender: given(vars, 'SMS_SENDER'),
    }
  }
  let whatsapp: WhatsAppConfig | null = null
  if (vars.WHATSAPP_PROVIDER === 'cloud') {
    need('WHATSAPP_PROVIDER=cloud', ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'])
    whatsapp = {
      provider: 'cloud',
      apiUrl: (vars.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/$/, ''),
      token: given(vars, 'WHATSAPP_TOKEN'),
      phoneNumberId: given(vars, 'WHATSAPP_PHONE_NUMBER_ID'),
    }
  }
  return { sms, whatsapp }
}

export type AppConfig = ReturnType<typeof loadConfig>

/** The configuration, or one clear line on stderr and exit code 1 when it is wrong (the CLI entries). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}
