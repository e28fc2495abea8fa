/**
 * Read throughput of the app against a bare Fastify route serving the same bytes, in the same run:
 * GET /api/service, GET / (page HTML), and a 304 revalidation of /api/service, on the
 * embedded database and on PostgreSQL. Also the idle memory of the server on the embedded database.
 *
 *   npm run bench:reads            (BENCH_DURATION=15 BENCH_CONNECTIONS=50 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEMO_ADMIN, DEMO_STAFF } from '../src/plugins/bootstrap-admin'
import {
  type BenchRow,
  cpuPinning,
  cpuSeconds,
  createThrowawayDatabase,
  ensureBuilt,
  isMain,
  LOAD,
  type LoadResult,
  load,
  PORTS,
  type RunningServer,
  report,
  rssMb,
  startApp,
  startBareServer,
  withLoadGeneratorPinned,
} from './bench-kit'

const RATIO_GOAL = 0.9
const IDLE_RSS_GOAL_MB = 250
const IDLE_WARM_UP = ['/', '/api/service', '/all-services', '/api/offers', '/api/menu', '/blood-test']

interface Sample {
  path: string
  body: Buffer
  contentType: string
  etag: string
  headers: Record<string, string>
}

/** Per-connection or per-message headers: Node writes its own on either side. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

async function sample(app: RunningServer, path: string): Promise<Sample> {
  const response = await fetch(`${app.url}${path}`)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const etag = response.headers.get('etag')
  if (!etag) throw new Error(`${path} has no ETag`)
  return {
    path,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    etag,
    // The reference answers the same headers too (security headers, Cache-Control, Vary): same bytes.
    headers: Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name))),
  }
}

const describe = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${result.unexpected ? `, ${result.unexpected} unexpected` : ''}`

/**
 * The machine is shared, so its load drifts during a run: the app and the reference take turns in
 * BENCH_ROUNDS rounds (3) splitting the duration, and the ratio is the median of the rounds' ratios.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3))

async function compare(
  label: string,
  database: string,
  app: RunningServer,
  bare: RunningServer,
  path: string,
  headers: Record<string, string>,
  status: number,
): Promise<BenchRow> {
  const seconds = Math.max(2, Math.round(LOAD.durationSeconds / ROUNDS))
  const rounds: { measured: LoadResult; reference: LoadResult }[] = []
  // CPU time each server spent per answer: unlike throughput it hardly moves with the machine's load
  // (other processes take turns on the CPU, they do not make an answer cost more), so it is printed too.
  const cpu = { app: 0, bare: 0, appAnswers: 0, bareAnswers: 0 }
  const timed = async (server: RunningServer, key: 'app' | 'bare') => {
    const before = cpuSeconds(server.process.pid)
    const result = await load(`${server.url}${path}`, headers, status, seconds)
    cpu[key] += cpuSeconds(server.process.pid) - before
    cpu[key === 'app' ? 'appAnswers' : 'bareAnswers'] += result.total
    return result
  }
  for (let round = 0; round < ROUNDS; round++) {
    const reference = await timed(bare, 'bare')
    const measured = await timed(app, 'app')
    rounds.push({ measured, reference })
  }
  const microsPerAnswer = (seconds: number, answers: number) => (seconds * 1e6) / answers
  const appCpu = microsPerAnswer(cpu.app, cpu.appAnswers)
  const bareCpu = microsPerAnswer(cpu.bare, cpu.bareAnswers)
  const ratios = rounds.map((r) => r.measured.requestsPerSecond / r.reference.requestsPerSecond)
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]
  const mean = (pick: (r: (typeof rounds)[number]) => number) =>
    rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length
  const measured: LoadResult = {
    requestsPerSecond: mean((r) => r.measured.requestsPerSecond),
    total: cpu.appAnswers,
    p99Ms: Math.max(...rounds.map((r) => r.measured.p99Ms)),
    unexpected: rounds.reduce((sum, r) => sum + r.measured.unexpected, 0),
  }
  const reference: LoadResult = {
    requestsPerSecond: mean((r) => r.reference.requestsPerSecond),
    total: cpu.bareAnswers,
    p99Ms: Math.max(...rounds.map((r) => r.reference.p99Ms)),
    unexpected: rounds.reduce((sum, r) => sum + r.reference.unexpected, 0),
  }
  console.log(
    `${label} on ${database}: app ${describe(measured)}; bare ${describe(reference)}; ratio per round ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
      `CPU per answer app ${appCpu.toFixed(0)} µs, bare ${bareCpu.toFixed(0)} µs (bare ÷ app ${(bareCpu / appCpu).toFixed(2)})`,
  )
  return {
    what: `${label}, app ÷ bare (${database})`,
    measured: `${ratio.toFixed(2)} (${Math.round(measured.requestsPerSecond)} vs ${Math.round(reference.requestsPerSecond)} req/s, p99 ${measured.p99Ms} vs ${reference.p99Ms} ms; CPU per answer ${appCpu.toFixed(0)} vs ${bareCpu.toFixed(0)} µs = ${(bareCpu / appCpu).toFixed(2)})`,
    goal: `≥ ${RATIO_GOAL}`,
    met: ratio >= RATIO_GOAL && measured.unexpected === 0,
  }
}

/** Staff sign in every day: their password checks (argon2, 46 MiB each) belong in the idle figure. */
async function signInAsDemoStaff(app: RunningServer): Promise<void> {
  for (const account of [DEMO_ADMIN, DEMO_STAFF]) {
    const response = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
    if (!response.ok) throw new Error(`demo sign-in as ${account.email} answered ${response.status}`)
  }
}

/**
 * A server is idle once V8 has seen it idle: about 13 s after the last request V8's memory reducer
 * gives back the young generation the requests grew (32 MB of it). RSS is read after IDLE_MS, and for
 * the record also JUST_AFTER_MS after the last request.
 */
const IDLE_MS = 25_000
const JUST_AFTER_MS = 3000

/** Idle RSS of the app on PGlite after a few page and API reads and two staff sign-ins: on its first start and started again. */
async function idleMemory(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-bench-idle-'))
  const rows: BenchRow[] = []
  try {
    for (const when of ['first start, demo content', 'started again on the same data']) {
      const app = await startApp({ port: PORTS.app, demo: true, dataDir })
      try {
        for (const page of IDLE_WARM_UP) await (await fetch(`${app.url}${page}`)).arrayBuffer()
        await signInAsDemoStaff(app)
        await sleep(JUST_AFTER_MS)
        const justAfter = rssMb(app.process.pid)
        await sleep(IDLE_MS - JUST_AFTER_MS)
        const idle = rssMb(app.process.pid)
        rows.push({
          what: `server RSS idle (PGlite, ${when})`,
          measured: `${idle.toFixed(0)} MB (${justAfter.toFixed(0)} MB ${JUST_AFTER_MS / 1000} s after the last request)`,
          goal: `≤ ${IDLE_RSS_GOAL_MB} MB`,
          met: idle <= IDLE_RSS_GOAL_MB,
        })
      } finally {
        await app.stop()
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return rows
}

async function benchOneDatabase(database: 'PGlite' | 'PostgreSQL'): Promise<BenchRow[]> {
  const throwaway = database === 'PostgreSQL' ? await createThrowawayDatabase('labsite_bench_reads') : null
  const rows: BenchRow[] = database === 'PGlite' ? await idleMemory() : []
  // Demo content on both, so both answer the same catalogue.
  const app = await startApp({ port: PORTS.app, databaseUrl: throwaway?.url, demo: true, pinned: true })
  let bare: RunningServer | null = null
  try {
    const service = await sample(app, '/api/service')
    const home = await sample(app, '/')
    bare = await startBareServer(PORTS.bare, [service, home])
    rows.push(await compare('GET /api/service', database, app, bare, '/api/service', {}, 200))
    rows.push(await compare('GET / HTML', database, app, bare, '/', {}, 200))
    rows.push(
      await compare(
        '304 revalidation',
        database,
        app,
        bare,
        '/api/service',
        { 'if-none-match': service.etag },
        304,
      ),
    )
    return rows
  } finally {
    await bare?.stop()
    await app.stop()
    await throwaway?.drop()
  }
}

export async function benchReads(): Promise<BenchRow[]> {
  ensureBuilt()
  console.log(
    `read benchmark: autocannon -c ${LOAD.connections}, ${ROUNDS} rounds of bare Fastify then the app, ${LOAD.durationSeconds} s each in all${cpuPinning ? `; servers on CPU ${cpuPinning.server}, load on CPU ${cpuPinning.load}` : ''}`,
  )
  return withLoadGeneratorPinned(async () => [
    ...(await benchOneDatabase('PGlite')),
    ...(await benchOneDatabase('PostgreSQL')),
  ])
}

if (isMain(import.meta.url)) report('Reads: app vs bare Fastify (same bytes, same run)', await benchReads())
