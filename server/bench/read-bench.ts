/**
 * Read throughput of the app against a bare Fastify route serving the same bytes, in the same run
 * (issue 16): GET /api/service, GET / (page HTML), and a 304 revalidation of /api/service, on the
 * embedded database and on PostgreSQL. Also the idle memory of the server on the embedded database.
 *
 *   npm run bench:reads            (BENCH_DURATION=15 BENCH_CONNECTIONS=50 by default)
 */
import {
  type BenchRow,
  createThrowawayDatabase,
  ensureBuilt,
  isMain,
  LOAD,
  type LoadResult,
  load,
  PORTS,
  printTable,
  type RunningServer,
  rssMb,
  startApp,
  startBareServer,
} from './bench-kit'

const RATIO_GOAL = 0.9
const IDLE_RSS_GOAL_MB = 250

interface Sample {
  path: string
  body: Buffer
  contentType: string
  etag: string
}

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
  }
}

const describe = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${result.unexpected ? `, ${result.unexpected} unexpected` : ''}`

async function compare(
  label: string,
  database: string,
  app: RunningServer,
  bare: RunningServer,
  path: string,
  headers: Record<string, string>,
  status: number,
): Promise<BenchRow> {
  const reference = await load(`${bare.url}${path}`, headers, status)
  const measured = await load(`${app.url}${path}`, headers, status)
  const ratio = measured.requestsPerSecond / reference.requestsPerSecond
  console.log(`${label} on ${database}: app ${describe(measured)}; bare ${describe(reference)}`)
  return {
    what: `${label}, app ÷ bare (${database})`,
    measured: `${ratio.toFixed(2)} (${Math.round(measured.requestsPerSecond)} vs ${Math.round(reference.requestsPerSecond)} req/s, p99 ${measured.p99Ms} vs ${reference.p99Ms} ms)`,
    goal: `≥ ${RATIO_GOAL}`,
    met: ratio >= RATIO_GOAL && measured.unexpected === 0,
  }
}

async function benchOneDatabase(database: 'PGlite' | 'PostgreSQL'): Promise<BenchRow[]> {
  const throwaway = database === 'PostgreSQL' ? await createThrowawayDatabase('labsite_bench_reads') : null
  // Demo content on both, so both answer the same catalogue.
  const app = await startApp({ port: PORTS.app, databaseUrl: throwaway?.url, demo: true })
  let bare: RunningServer | null = null
  try {
    const rows: BenchRow[] = []
    if (database === 'PGlite') {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const idle = rssMb(app.process.pid)
      rows.push({
        what: 'server RSS idle (PGlite, demo content)',
        measured: `${idle.toFixed(0)} MB`,
        goal: `≤ ${IDLE_RSS_GOAL_MB} MB`,
        met: idle <= IDLE_RSS_GOAL_MB,
      })
    }
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
    `read benchmark: autocannon -c ${LOAD.connections} -d ${LOAD.durationSeconds}, bare Fastify first, then the app`,
  )
  return [...(await benchOneDatabase('PGlite')), ...(await benchOneDatabase('PostgreSQL'))]
}

if (isMain(import.meta.url))
  printTable('Reads: app vs bare Fastify (same bytes, same run)', await benchReads())
