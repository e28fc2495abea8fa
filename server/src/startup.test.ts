import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const serverEntry = path.join(import.meta.dirname, 'server.ts')
const root = mkdtempSync(path.join(os.tmpdir(), 'labsite-startup-'))

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Starts the real server entry with `env` on top of a clean environment and waits for it to exit. */
function start(env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|DATA_DIR|PORT|HOST|DEMO|NODE_ENV)$/.test(name),
    ),
  )
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...base, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    // Under the hook's 120 s: a start on a loaded 2-core machine has taken over 60 s before any line.
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000)
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** A folder this account cannot write: a read-only one, or for root (who writes anywhere) a /proc folder. */
function unwritableFolder(): string {
  if (process.getuid?.() === 0) return '/proc/self'
  const dir = path.join(root, 'read-only')
  mkdirSync(dir, { mode: 0o500 })
  return dir
}

let busy: net.Server
let busyPort: number
const runs: Record<string, Promise<Run>> = {}

beforeAll(async () => {
  busy = net.createServer()
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
  busyPort = (busy.address() as net.AddressInfo).port
  const dataDir = (name: string) => path.join(root, name)
  writeFileSync(path.join(root, 'a-file'), '')
  // Every case at once: each pays the start of a Node process, none starts a database.
  const cases: Record<string, Record<string, string>> = {
    busyPort: { PORT: String(busyPort), DATA_DIR: dataDir('busy-port') },
    foreignHost: { PORT: '0', HOST: '192.0.2.1', DATA_DIR: dataDir('foreign-host') },
    unwritable: { DATA_DIR: unwritableFolder() },
    dataDirIsAFile: { DATA_DIR: path.join(root, 'a-file', 'data') },
    badDatabaseUrl: { DATABASE_URL: 'mysql://lab:s3cret-pass@db.example/lab', DATA_DIR: dataDir('bad-url') },
    closedDatabase: {
      PORT: '0',
      DATABASE_URL: 'postgres://lab:s3cret-pass@127.0.0.1:1/lab',
      DATA_DIR: dataDir('closed-db'),
    },
    nodeEnvTypo: { NODE_ENV: 'prodution', DATA_DIR: dataDir('typo') },
    badPort: { PORT: '70000', DATA_DIR: dataDir('bad-port') },
  }
  for (const [name, env] of Object.entries(cases)) runs[name] = start(env)
  await Promise.all(Object.values(runs))
})

afterAll(() => {
  busy?.close()
  rmSync(root, { recursive: true, force: true })
})

/** The run ended with exit code 1 and one line on stderr (no stack trace, no JSON log lines). */
async function oneLine(name: string): Promise<string> {
  const run = await runs[name]
  expect(run.code, run.stderr).toBe(1)
  const lines = run.stderr.trim().split('\n')
  expect(lines, run.stderr).toHaveLength(1)
  expect(run.stderr).not.toMatch(/^\s+at /m)
  expect(run.stdout).not.toMatch(/^\{/m)
  return lines[0]
}

describe('a start that says what is wrong', () => {
  it('names a busy PORT and the fix, before the database is created', async () => {
    const line = await oneLine('busyPort')
    expect(line).toBe(
      `Could not start: PORT ${busyPort} is already in use on 127.0.0.1: stop the program using it or set PORT to a free port`,
    )
    expect(existsSync(path.join(root, 'busy-port', 'db'))).toBe(false)
  })

  it('names a HOST that is not an address of this machine', async () => {
    expect(await oneLine('foreignHost')).toMatch(
      /^Could not start: HOST 192\.0\.2\.1 is not an address of this machine: set HOST/,
    )
  })

  it('names a DATA_DIR this account cannot write, and the fix', async () => {
    expect(await oneLine('unwritable')).toMatch(
      /^Configuration error: DATA_DIR \S+ is not writable by this account .*: give the account write access .* or set DATA_DIR to a writable folder$/,
    )
  })

  it('names a DATA_DIR that cannot be created', async () => {
    expect(await oneLine('dataDirIsAFile')).toMatch(
      /^Configuration error: DATA_DIR \S+ cannot be created \(ENOTDIR\)/,
    )
  })

  it('names the form DATABASE_URL must have, without its password', async () => {
    const line = await oneLine('badDatabaseUrl')
    expect(line).toBe(
      'Configuration error: DATABASE_URL must be a URL like postgres://user:password@host:5432/database, got "mysql://lab:***@db.example/lab"',
    )
  })

  it('names an unreachable database in one line, without its password', async () => {
    const line = await oneLine('closedDatabase')
    expect(line).toMatch(
      /^Could not start: cannot reach DATABASE_URL \(postgres:\/\/lab:\*\*\*@127\.0\.0\.1:1\/lab\): .*ECONNREFUSED.*; start PostgreSQL or correct DATABASE_URL$/,
    )
    expect((await runs.closedDatabase).stdout).not.toContain('s3cret')
  })

  it('refuses a NODE_ENV typo and a PORT out of range', async () => {
    expect(await oneLine('nodeEnvTypo')).toBe(
      'Configuration error: NODE_ENV must be development, production or test, got "prodution"',
    )
    expect(await oneLine('badPort')).toMatch(
      /^Configuration error: PORT must be a whole number between 0 and 65535/,
    )
  })
})
