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
 * The machine is shared, so its load drifts from second to second: each of BENCH_ROUNDS rounds (4)
 * gives the app and the reference the same number of one-second slices, taken in turn (bare, app, app,
 * bare, bare, app…), so both meet the same moments of the machine's load; a round's ratio is the app's
 * answers per second over all its slices ÷ the reference's, and the row's ratio the median of the
 * rounds. Measured in one 4 s turn each, a burst of other work fell in one server's turn and not the
 * other's and a round read 0.5 or 1.3 for the same code. Both first serve a warm-up that is not
 * counted (the first turns of a cold process ran JIT compilation and grew its young generation, and
 * read up to 0.5 lower than the next). The printed spread is how far the rounds stray from the median.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4))
const SLICE_SECONDS = 1
const WARM_UP_SECONDS = 2

interface Round {
  measured: LoadResult
  reference: LoadResult
  /** CPU time per answer, µs: app and reference. */
  appCpu: number
  bareCpu: number
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** How far the values stray from their median at most, as a fraction of it (0.1 = ±10 %). */
const spread = (values: readonly number[]) => {
  const middle = median(values)
  return Math.max(...values.map((value) => Math.abs(value - middle) / middle))
}

/** A server's slices of one round as one result: answers per second over their whole time, the worst p99. */
function sumOfSlices(slices: readonly { result: LoadResult; cpuSeconds: number }[]) {
  const total = slices.reduce((sum, slice) => sum + slice.result.total, 0)
  return {
    result: {
      requestsPerSecond: total / (slices.length * SLICE_SECONDS),
      total,
      p99Ms: Math.max(...slices.map((slice) => slice.result.p99Ms)),
      unexpected: slices.reduce((sum, slice) => sum + slice.result.unexpected, 0),
    },
    cpuMicros: (slices.reduce((sum, slice) => sum + slice.cpuSeconds, 0) * 1e6) / total,
  }
}

async function compare(
  label: string,
  database: string,
  app: RunningServer,
  bare: RunningServer,
  path: string,
  headers: Record<string, string>,
  status: number,
): Promise<BenchRow> {
  const slicesEach = Math.max(2, Math.round(LOAD.durationSeconds / ROUNDS / SLICE_SECONDS))
  // CPU time each server spent per answer: unlike throughput it hardly moves with the machine's load
  // (other processes take turns on the CPU, they do not make an answer cost more), so it is printed too.
  const timed = async (server: RunningServer, turnSeconds: number) => {
    const before = cpuSeconds(server.process.pid)
    const result = await load(`${server.url}${path}`, headers, status, turnSeconds)
    return { result, cpuSeconds: cpuSeconds(server.process.pid) - before }
  }
  await timed(bare, WARM_UP_SECONDS)
  await timed(app, WARM_UP_SECONDS)
  const rounds: Round[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const appSlices = []
    const bareSlices = []
    for (let pair = 0; pair < slicesEach; pair++) {
      // Pairs alternate their order (bare app, app bare): a load rising through a round favours neither.
      const bareFirst = pair % 2 === 0
      const first = await timed(bareFirst ? bare : app, SLICE_SECONDS)
      const second = await timed(bareFirst ? app : bare, SLICE_SECONDS)
      appSlices.push(bareFirst ? second : first)
      bareSlices.push(bareFirst ? first : second)
    }
    const measured = sumOfSlices(appSlices)
    const reference = sumOfSlices(bareSlices)
    rounds.push({
      measured: measured.result,
      reference: reference.result,
      appCpu: measured.cpuMicros,
      bareCpu: reference.cpuMicros,
    })
  }
  const ratios = rounds.map((r) => r.measured.requestsPerSecond / r.reference.requestsPerSecond)
  const cpuRatios = rounds.map((r) => r.bareCpu / r.appCpu)
  const ratio = median(ratios)
  const appCpu = median(rounds.map((r) => r.appCpu))
  const bareCpu = median(rounds.map((r) => r.bareCpu))
  const mean = (pick: (r: Round) => number) => rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length
  const total = (pick: (r: Round) => LoadResult) => ({
    requestsPerSecond: mean((r) => pick(r).requestsPerSecond),
    total: rounds.reduce((sum, r) => sum + pick(r).total, 0),
    p99Ms: Math.max(...rounds.map((r) => pick(r).p99Ms)),
    unexpected: rounds.reduce((sum, r) => sum + pick(r).unexpected, 0),
  })
  const measured: LoadResult = total((r) => r.measured)
  const reference: LoadResult = total((r) => r.reference)
  const percent = (fraction: number) => `±${Math.round(fraction * 100)} %`
  const roundsLine = `rounds ${ratios.map((r) => r.toFixed(2)).join(', ')} (${percent(spread(ratios))})`
  const cpuRoundsLine = `${cpuRatios.map((r) => r.toFixed(2)).join(', ')} (${percent(spread(cpuRatios))})`
  console.log(
    `${label} on ${database}: app ${describe(measured)}; bare ${describe(reference)}; ratio ${roundsLine}; ` +
      `CPU per answer app ${appCpu.toFixed(0)} µs, bare ${bareCpu.toFixed(0)} µs (bare ÷ app per round ${cpuRoundsLine}); load average ${os.loadavg()[0].toFixed(2)}`,
  )
  return {
    what: `${label}, app ÷ bare (${database})`,
    measured: `${ratio.toFixed(2)}, ${roundsLine} (${Math.round(measured.requestsPerSecond)} vs ${Math.round(reference.requestsPerSecond)} req/s, p99 ${measured.p99Ms} vs ${reference.p99Ms} ms; CPU per answer ${appCpu.toFixed(0)} vs ${bareCpu.toFixed(0)} µs = ${(bareCpu / appCpu).toFixed(2)}, rounds ${cpuRoundsLine})`,
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
    `read benchmark: autocannon -c ${LOAD.connections}, ${ROUNDS} rounds of bare Fastify and the app in alternating ${SLICE_SECONDS} s slices after a warm-up, ${LOAD.durationSeconds} s each in all${cpuPinning ? `; servers on CPU ${cpuPinning.server}, load on CPU ${cpuPinning.load}` : ''}`,
  )
  return withLoadGeneratorPinned(async () => [
    ...(await benchOneDatabase('PGlite')),
    ...(await benchOneDatabase('PostgreSQL')),
  ])
}

if (isMain(import.meta.url)) report('Reads: app vs bare Fastify (same bytes, same run)', await benchReads())
