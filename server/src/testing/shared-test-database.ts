import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseConfig } from '../config'

/**
 * A database that outlives one app, for tests that restart the server or run two at once: a new
 * database on TEST_DATABASE_URL's server, or an on-disk PGlite folder. `drop` removes it.
 */
export async function createSharedTestDatabase(): Promise<{
  database: DatabaseConfig
  drop: () => Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-db-'))
    return {
      database: { kind: 'pglite', dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    database: { kind: 'pg', url: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}
