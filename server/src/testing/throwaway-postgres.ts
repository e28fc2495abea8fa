import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const BIN = '/usr/lib/postgresql/15/bin'
const PORTS = { first: 55_400, last: 55_499 }

/** Why a throwaway cluster cannot be started here, or null when it can. */
export function throwawayPostgresUnavailable(): string | null {
  if (!existsSync(path.join(BIN, 'initdb'))) return `${BIN}/initdb is not installed`
  if (process.getuid?.() !== 0) return 'starting a cluster as the postgres user needs root (runuser)'
  return null
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

async function sparePort(): Promise<number> {
  // Start at a random place so two test files running at once rarely try the same port.
  const span = PORTS.last - PORTS.first + 1
  const start = Math.floor(Math.random() * span)
  for (let i = 0; i < span; i++) {
    const port = PORTS.first + ((start + i) % span)
    if (await portIsFree(port)) return port
  }
  throw new Error('no free port in 55400-55499')
}

const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { timeout: 60_000 })

/**
 * A PostgreSQL 15 cluster of its own (temp folder, spare port in 55400-55499) that a test may stop,
 * freeze and restart without touching the shared server on 5432.
 */
export async function startThrowawayPostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-pg-'))
  chownSync(
    dir,
    Number((await run('id', ['-u', 'postgres'])).stdout),
    Number((await run('id', ['-g', 'postgres'])).stdout),
  )
  const dataDir = path.join(dir, 'data')
  const port = await sparePort()
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`
  const start = () =>
    asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  await start()

  const postmasterId = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])

  /** The postmaster's children (backends, checkpointer, ...). */
  async function childIds(postmaster: number): Promise<number[]> {
    const children = await run('pgrep', ['-P', String(postmaster)]).catch(() => ({ stdout: '' }))
    return children.stdout.split('\n').filter(Boolean).map(Number)
  }

  /** The postmaster and all its children. */
  async function processIds(): Promise<number[]> {
    const postmaster = postmasterId()
    return [postmaster, ...(await childIds(postmaster))]
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    /** SIGSTOP: the server accepts TCP connections (the kernel does) but never answers. */
    async freeze() {
      // The postmaster first: stopped, it forks no backend between listing its children and stopping
      // them, so a connection opened a moment earlier cannot be left answering.
      const postmaster = postmasterId()
      process.kill(postmaster, 'SIGSTOP')
      for (const pid of await childIds(postmaster)) process.kill(pid, 'SIGSTOP')
    },
    async thaw() {
      for (const pid of await processIds()) process.kill(pid, 'SIGCONT')
    },
    async destroy() {
      await this.thaw().catch(() => {})
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type ThrowawayPostgres = Awaited<ReturnType<typeof startThrowawayPostgres>>
