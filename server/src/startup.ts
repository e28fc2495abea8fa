import net from 'node:net'
import path from 'node:path'
import { errorField, errorMessage } from '@labsite/shared'
import type { AppConfig } from './config'
import {
  createEmbeddedDatabaseInChildProcess,
  isEmbeddedDatabaseCreated,
} from './db/embedded-database-creation'
import { restrictTree } from './lib/infrastructure/file-modes'

/** A start-up problem the operator can fix: its message is the one line printed, naming what to change. */
export class StartupError extends Error {}

/** A connection string with its password hidden, so a start-up line never prints it. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@')
  }
}

/** What a refused listen means, in one line naming PORT or HOST and the fix. */
export function listenFailureLine(error: unknown, host: string, port: number): string {
  const code = errorField(error, 'code')
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}: stop the program using it or set PORT to a free port`
    case 'EACCES':
      return `PORT ${port} on ${host} needs privileges this account does not have: set PORT above 1023 (a reverse proxy can serve 80/443)`
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} cannot be resolved to an address: set HOST to an IP address or a known name`
    default:
      return `cannot listen on ${host}:${port} (${typeof code === 'string' ? code : errorMessage(error)}): set PORT and HOST to a free local address`
  }
}

/**
 * Listens on PORT/HOST for a moment and lets go: a busy or forbidden port is reported before the
 * database is created or migrated, which on a small machine can take a minute.
 */
export function checkListenAddress(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new StartupError(listenFailureLine(error, host, port))),
    )
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}

/**
 * Creates the embedded database on a first start and brings the database to the latest migration,
 * saying what it does on the way, before the app is built: this work is not bounded by Fastify's plugin
 * timeout, so a first start on a slow, busy machine takes long but is never cut off. The db plugin
 * then finds nothing left to do.
 */
export async function prepareDatabase(config: AppConfig, say: (line: string) => void): Promise<void> {
  const { database } = config
  if (database.kind === 'pglite') {
    if (!database.dir || database.instance || isEmbeddedDatabaseCreated(database.dir)) return
    say(`creating the embedded database in ${database.dir}…`)
    const demoUploadsDir = config.demo ? path.join(config.dataDir, 'uploads') : undefined
    await createEmbeddedDatabaseInChildProcess(database.dir, say, demoUploadsDir)
    // PGlite unpacks its initial files with explicit modes (0666) that the process mask cannot narrow.
    restrictTree(database.dir)
    say('the embedded database is ready')
    return
  }
  // Loaded only here: a start that stops on its configuration or port never loads the database drivers.
  const { migrateToLatest, openKnex } = await import('./db/knex')
  const where = `DATABASE_URL (${withoutPassword(database.url)})`
  // Knex reports each failed connection attempt as a warning with its stack: the one line below says it.
  const quiet = { warn: () => {} }
  // Migrations get no statement timeout: a long one must finish, not be cancelled at 3 s.
  const db = await openKnex(database, { log: quiet, connecting: config.databaseTimeouts })
  try {
    try {
      await db.raw('select 1')
    } catch (error) {
      throw new StartupError(
        `cannot reach ${where}: ${errorMessage(error) || String(error)}; start PostgreSQL or correct DATABASE_URL`,
      )
    }
    await migrateToLatest(db, say)
  } finally {
    await db.destroy()
  }
}
