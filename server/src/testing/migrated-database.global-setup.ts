import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrateToLatest, openKnex } from '../db/knex'
import { PGLITE_EXTENSIONS } from '../db/pglite-options'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an in-memory PGlite with every migration applied; each test file starts from it. */
    pgliteSnapshotFile: string
    /** On TEST_DATABASE_URL's server: a migrated database that each test file clones as its template. */
    postgresTemplate: string | null
    /** Every test database of this run on TEST_DATABASE_URL's server is named with it (see the teardown). */
    testDatabasePrefix: string
  }
}

/**
 * Migrates once per test run instead of once per test file: PGlite is snapshotted to a tarball and
 * PostgreSQL gets a template database. Each file still gets a database of its own.
 */
export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts runs a PGlite and a PostgreSQL server project).
  const serverUrl = (project.config.env ?? process.env).TEST_DATABASE_URL || null
  const folder = mkdtempSync(path.join(os.tmpdir(), 'labsite-migrated-'))
  const snapshotFile = path.join(folder, 'pglite.tar')
  if (!serverUrl) {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS })
    const knex = await openKnex({ kind: 'pglite', dir: null, instance: pglite })
    await migrateToLatest(knex)
    writeFileSync(snapshotFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
    await knex.destroy()
  }
  project.provide('pgliteSnapshotFile', snapshotFile)

  let template: string | null = null
  if (serverUrl) {
    template = `labsite_template_${randomBytes(6).toString('hex')}`
    await adminQuery(serverUrl, `create database ${template}`)
    const url = new URL(serverUrl)
    url.pathname = `/${template}`
    const templateKnex = await openKnex({ kind: 'pg', url: url.toString() })
    await migrateToLatest(templateKnex)
    await templateKnex.destroy()
  }
  project.provide('postgresTemplate', template)
  const prefix = `labsite_test_${randomBytes(4).toString('hex')}_`
  project.provide('testDatabasePrefix', prefix)

  return async () => {
    rmSync(folder, { recursive: true, force: true })
    if (!serverUrl) return
    if (template) await adminQuery(serverUrl, `drop database if exists ${template} with (force)`)
    // A test file drops its database when its app closes; one that never closed it (a hook that timed
    // out, a forgotten close) fails the run here, after its database is dropped.
    const left = await dropDatabasesNamed(serverUrl, prefix)
    if (left.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code is set as well.
      process.exitCode = 1
      throw new Error(`Test files left ${left.length} database(s) behind, dropped now: ${left.join(', ')}`)
    }
  }
}

/** Drops every database whose name starts with `prefix`; returns their names. */
export async function dropDatabasesNamed(url: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    )
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    return rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
