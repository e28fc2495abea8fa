/**
 * Booking writes: POST /api/consult/consultation (validation, the enquiry row, its outbox
 * mail, the change announced to every process) on PostgreSQL, BENCH_CONNECTIONS clients for
 * BENCH_DURATION seconds against the built app. Reported as measured; the issue sets no goal for it.
 *
 *   npm run bench:writes
 */
import autocannon from 'autocannon'
import {
  type BenchRow,
  createThrowawayDatabase,
  ensureBuilt,
  isMain,
  LOAD,
  PORTS,
  report,
  startApp,
} from './bench-kit'

const BOOKING = {
  name: 'Bench Patient',
  email: 'bench.patient@example.test',
  address: '12 Health Avenue, Koramangala, Bengaluru',
  phone: '+91 98765 43210',
  description: 'Full body checkup at home, fasting from 8 am.',
}

export async function benchWrites(): Promise<BenchRow[]> {
  ensureBuilt()
  const database = await createThrowawayDatabase('labsite_bench_writes')
  const app = await startApp({ port: PORTS.writeApp, databaseUrl: database.url, demo: false })
  try {
    const result = await autocannon({
      url: `${app.url}/api/consult/consultation`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BOOKING),
      connections: Math.min(LOAD.connections, 10),
      duration: LOAD.durationSeconds,
    })
    const created = result['2xx']
    const unexpected = result.requests.total - created + result.errors + result.timeouts
    return [
      {
        what: 'booking writes: POST /api/consult/consultation (PostgreSQL, 10 clients)',
        measured: `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${unexpected ? `, ${unexpected} not 201` : ''}`,
        goal: 'no errors',
        met: unexpected === 0 && created > 0,
      },
    ]
  } finally {
    await app.stop()
    await database.drop()
  }
}

if (isMain(import.meta.url)) report('Booking writes', await benchWrites())
