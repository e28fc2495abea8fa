/**
 * What the benchmarks share: building the app once, starting it (and the bare reference server) as
 * separate processes on this machine's bench ports, throwaway PostgreSQL databases, load with
 * autocannon, a process's resident memory, and the one results table.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

/**
 * Each piece uses its own port so they can run alone or together: BENCH_PORT_BASE (3510) and the next
 * few tens (+10 the reference, +20 scale, +30 Lighthouse, +50 writes), so two people can bench at once.
 */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3510)
export const PORTS = {
  app: PORT_BASE,
  bare: PORT_BASE + 10,
  scaleApp: PORT_BASE + 20,
  lighthouseApp: PORT_BASE + 30,
  writeApp: PORT_BASE + 50,
} as const

export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'

/** One row of the table every benchmark prints: what, the measured value, the goal, and whether it is met. */
export interface BenchRow {
  what: string
  measured: string
  goal: string
  met: boolean | null
}

export function printTable(title: string, rows: readonly BenchRow[]): void {
  const header = ['what', 'measured', 'goal', '']
  const cells = rows.map((row) => [
    row.what,
    row.measured,
    row.goal,
    row.met === null ? '' : row.met ? 'ok' : 'MISSED',
  ])
  const widths = header.map((_, i) => Math.max(header[i].length, ...cells.map((cell) => cell[i].length)))
  const line = (cell: string[]) => `| ${cell.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`
  console.log(`\n${title}`)
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const cell of cells) console.log(line(cell))
  console.log(`measured ${measuredAt()}; ${machineLine()}`)
}

/** The date and time of a measurement, UTC, to the minute. */
export const measuredAt = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** What the figures were measured on: CPU, cores, memory, Node, and the load average while measuring. */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  return `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, load average ${load} (1, 5, 15 min)`
}

/** The rows as a markdown table (what `npm run bench -- --write <file>` puts in the benchmark doc). */
export function markdownTable(rows: readonly BenchRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|')
  return [
    '| what | measured | goal | |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${cell(row.what)} | ${cell(row.measured)} | ${cell(row.goal)} | ${row.met === null ? '' : row.met ? 'ok' : 'MISSED'} |`,
    ),
  ].join('\n')
}

/** Set by `npm run bench` for a piece it starts: the file the piece leaves its rows in. */
const ROWS_FILE_VARIABLE = 'BENCH_ROWS_FILE'

/** A piece's result: its own table when run alone, its rows for the full table when `npm run bench` started it. */
export function report(title: string, rows: readonly BenchRow[]): void {
  const rowsFile = process.env[ROWS_FILE_VARIABLE]
  if (rowsFile) writeFileSync(rowsFile, JSON.stringify(rows))
  else printTable(title, rows)
}

/**
 * Runs one piece (`read-bench.ts`, …) in a new process and returns its rows. Each piece so measures
 * from the same clean start as when it runs alone: a piece's client (fetch, autocannon) is in the
 * measuring process, so the heap and timers an earlier piece left there would time the next one too.
 */
export function runPiece(script: string): BenchRow[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-bench-'))
  const rowsFile = path.join(dir, 'rows.json')
  try {
    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [script], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, [ROWS_FILE_VARIABLE]: rowsFile },
    })
    if (result.status !== 0) throw new Error(`${path.basename(script)} failed (exit ${result.status})`)
    return JSON.parse(readFileSync(rowsFile, 'utf8')) as BenchRow[]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The production build (compiled server, web with precompressed files); built once if missing. */
export function ensureBuilt(): void {
  const built =
    existsSync(path.join(repoRoot, 'server/dist/server.js')) &&
    existsSync(path.join(repoRoot, 'web/dist/index.html'))
  if (built && !process.argv.includes('--build')) return
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

export interface RunningServer {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function stopper(child: ChildProcess, cleanup: () => void | Promise<void> = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    await cleanup()
  }
}

/**
 * Where a read comparison's processes run (Linux with taskset and 2+ CPUs): the server under test, app
 * or reference alike, on the last CPU and the load generator on the others. Left to the scheduler, the
 * two busy processes sometimes shared a CPU for a whole run, and the same app then measured 0.7 of the
 * reference in one run and 1.1 in the next.
 */
export const cpuPinning = (() => {
  const cpus = os.availableParallelism()
  if (process.platform !== 'linux' || cpus < 2 || spawnSync('taskset', ['-V']).status !== 0) return null
  return { server: String(cpus - 1), load: cpus === 2 ? '0' : `0-${cpus - 2}` }
})()

/**
 * Runs `measure` with this process (the load generator) off the servers' CPU, then gives it every CPU
 * back: a server it starts afterwards inherits its affinity.
 */
export async function withLoadGeneratorPinned<T>(measure: () => Promise<T>): Promise<T> {
  const setAffinity = (cpus: string) =>
    cpuPinning && spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
  setAffinity(cpuPinning?.load ?? '')
  try {
    return await measure()
  } finally {
    setAffinity(`0-${os.availableParallelism() - 1}`)
  }
}

/** `node args`, on the servers' CPU when `pinned` (taskset execs node: the pid is node's). */
function spawnNode(args: string[], pinned: boolean, options: Parameters<typeof spawn>[2]): ChildProcess {
  return pinned && cpuPinning
    ? spawn('taskset', ['-c', cpuPinning.server, process.execPath, ...args], options)
    : spawn(process.execPath, args, options)
}

/**
 * The compiled app (`node server/dist/server.js`), as production runs it, on a fresh DATA_DIR: embedded
 * database unless `databaseUrl`. The global API rate limit is raised, or it would answer 429s to the load.
 */
export async function startApp(options: {
  port: number
  databaseUrl?: string
  demo: boolean
  /** A DATA_DIR the caller owns (kept on stop), to start again on the same data; a fresh one otherwise. */
  dataDir?: string
  /** On the servers' CPU (`cpuPinning`), as the read comparison runs both servers. */
  pinned?: boolean
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'labsite-bench-'))
  const child = spawnNode([path.join(repoRoot, 'server/dist/server.js')], options.pinned ?? false, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: options.demo ? '1' : '0',
      RATE_LIMIT_GLOBAL: '1000000',
      RATE_LIMIT_FORMS: '1000000',
      LOG_LEVEL: 'warn',
      // As the Dockerfile runs it: two malloc arenas, not one per thread (see docs/deployment.md).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${options.port}`
  await waitForHttp(`${url}/api/health`, child)
  return {
    url,
    process: child,
    stop: stopper(child, () => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    }),
  }
}

/** Answers exactly `routes` (bytes, type, ETag, 304 on a matching If-None-Match) from a bare Fastify 5 process. */
export async function startBareServer(
  port: number,
  routes: readonly {
    path: string
    body: Buffer
    contentType: string
    etag: string
    headers?: Record<string, string>
  }[],
): Promise<RunningServer> {
  const spec = routes.map((route) => ({ ...route, body: route.body.toString('base64') }))
  // Always on the servers' CPU: it is only ever the reference of a read comparison.
  const child = spawnNode(
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(port)],
    true,
    {
      cwd: repoRoot,
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  )
  child.stdin?.end(JSON.stringify(spec))
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}${routes[0].path}`, child)
  return { url, process: child, stop: stopper(child) }
}

export interface LoadResult {
  requestsPerSecond: number
  /** Answers given in all. */
  total: number
  p99Ms: number
  /** Answers that were not the expected status (errors, 429s, timeouts). */
  unexpected: number
}

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 15),
}

/** autocannon -c 50 -d 15 (BENCH_CONNECTIONS, BENCH_DURATION) against one URL. */
export async function load(
  url: string,
  headers: Record<string, string>,
  expectedStatus: number,
  durationSeconds = LOAD.durationSeconds,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: durationSeconds,
    expectBody: undefined,
  })
  const okCount =
    expectedStatus === 200 ? result['2xx'] : expectedStatus === 304 ? result['3xx'] : result['2xx']
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p99Ms: result.latency.p99,
    unexpected: result.requests.total - okCount + result.errors + result.timeouts,
  }
}

/** CPU time (user + system) a process has used, in seconds (Linux /proc; NaN elsewhere). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid || process.platform !== 'linux') return Number.NaN
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

/** A new empty database on the bench PostgreSQL server, dropped by the returned function. */
export async function createThrowawayDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await adminQuery(`create database ${name}`)
  const url = new URL(BENCH_DATABASE_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** True when the module is the script node was started with (not imported by `bench.ts`). */
export const isMain = (moduleUrl: string) =>
  Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === path.resolve(process.argv[1])
