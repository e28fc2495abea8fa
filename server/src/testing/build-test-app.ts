import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type App, type BuildOptions, buildApp } from '../app'
import { type AppConfig, loadConfig } from '../config'

/**
 * A fresh app for one test file: its own temporary DATA_DIR and its own database — in-memory PGlite,
 * or a new database on the server of TEST_DATABASE_URL, dropped again when the app closes.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<App> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-test-'))
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent', SCHEDULER: '0' }),
    ...overrides,
  }
  let dropDatabase: (() => Promise<void>) | null = null
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl && !overrides.database) {
    const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`
    const template = inject('postgresTemplate')
    await withAdminClient(serverUrl, (client) =>
      client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
    )
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    config.database = { kind: 'pg', url: url.toString() }
    dropDatabase = () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  } else if (!overrides.database) {
    config.database = { kind: 'pglite', dir: null, snapshotFile: inject('pgliteSnapshotFile') }
  }
  const cleanUp = async () => {
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  }
  // An app that fails to start leaves neither its database nor its folder behind.
  let app: App
  try {
    app = await buildApp(config, options)
  } catch (error) {
    await cleanUp()
    throw error
  }
  app.addHook('onClose', cleanUp)
  try {
    await app.ready()
  } catch (error) {
    await app.close().catch(() => {})
    await cleanUp()
    throw error
  }
  return app
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}
