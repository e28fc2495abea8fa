import cluster from 'node:cluster'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { errorMessage } from '@labsite/shared'
import { loadConfigOrExit } from './config'
import { checkListenAddress } from './startup'

/**
 * `npm run serve:cluster`: WORKERS server processes (default one per CPU) sharing one port through Node's
 * cluster module, on one PostgreSQL database. What keeps them one site: the signing key
 * (JWT_SECRET, or DATA_DIR/jwt-secret made here once before any worker starts), rate limits counted in
 * Redis (REDIS_URL), read caches dropped on every process through PostgreSQL LISTEN/NOTIFY, outbox and
 * idempotency claims taken with row locks, and files in one store (the shared DATA_DIR of this machine,
 * or FILE_STORE=s3 when processes run on several machines).
 */
async function main() {
  const config = loadConfigOrExit()
  const workers = config.workers ?? os.availableParallelism()
  if (workers > 1 && config.database.kind !== 'pg') {
    console.error(
      'Configuration error: several server processes need DATABASE_URL (PostgreSQL); the embedded database belongs to one process. Set WORKERS=1 or DATABASE_URL.',
    )
    process.exit(1)
  }
  if (workers > 1 && !config.redisUrl) {
    console.warn(
      `REDIS_URL is not set: each of the ${workers} processes counts rate limits on its own, so every limit is ${workers} times looser.`,
    )
  }

  // Before any worker creates or migrates the database: a busy port is one line, not a restart loop.
  try {
    await checkListenAddress(config.host, config.port)
  } catch (error) {
    console.error(`Could not start: ${errorMessage(error)}`)
    process.exit(1)
  }
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./server.js', import.meta.url)) })
  let stopping = false
  const fork = () => cluster.fork()
  // One worker first: it runs the migrations and seeds an empty database alone; the rest follow once it listens.
  const first = fork()
  first.once('listening', () => {
    for (let i = 1; i < workers; i++) fork()
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    setTimeout(fork, 1000)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    })
  }
}

void main()
