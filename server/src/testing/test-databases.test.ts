import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { buildTestApp } from './build-test-app'
import { dropDatabasesNamed } from './migrated-database.global-setup'

const serverUrl = process.env.TEST_DATABASE_URL

async function databasesStartingWith(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    )
    return rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

/** No test leaves a database on the shared PostgreSQL server (see migrated-database.global-setup.ts). */
describe.skipIf(!serverUrl)('test databases on PostgreSQL', () => {
  it("are named with the run's prefix and dropped when the test app closes", async () => {
    const app = await buildTestApp()
    const { rows } = await app.knex.raw<{ rows: { name: string }[] }>('select current_database() as name')
    const name = rows[0]?.name ?? ''
    expect(name.startsWith(inject('testDatabasePrefix'))).toBe(true)
    expect(await databasesStartingWith(name)).toEqual([name])

    await app.close()
    expect(await databasesStartingWith(name)).toEqual([])
  })

  it("the run's teardown drops the ones a test left behind, and only those", async () => {
    const prefix = `labsite_sweep_${randomBytes(4).toString('hex')}_`
    const other = `labsite_keep_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      for (const name of [`${prefix}a`, `${prefix}b`, other]) await admin.query(`create database ${name}`)
      expect(await dropDatabasesNamed(serverUrl ?? '', prefix)).toEqual([`${prefix}a`, `${prefix}b`])
      expect(await databasesStartingWith(prefix)).toEqual([])
      expect(await databasesStartingWith(other)).toEqual([other])
    } finally {
      await admin.query(`drop database if exists ${other}`)
      await admin.end()
    }
  })
})
