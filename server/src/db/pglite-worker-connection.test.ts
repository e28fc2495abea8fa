import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isEmbeddedDatabaseCreated } from './embedded-database-creation'
import { openPgliteInWorker } from './pglite-worker-connection'

describe('the embedded database in a worker thread', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'labsite-pglite-worker-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('answers queries with their parameters and types, and PostgreSQL errors with their fields', async () => {
    const db = openPgliteInWorker({ dir })
    await db.waitReady
    expect(isEmbeddedDatabaseCreated(dir)).toBe(true)

    const { rows } = await db.query(
      "select $1::int + 1 as n, timestamptz '2026-01-02 03:04:05Z' as at, '{\"a\":1}'::json as doc",
      [41],
    )
    expect(rows).toEqual([{ n: 42, at: new Date('2026-01-02T03:04:05Z'), doc: { a: 1 } }])

    await db.query('create table people (email text primary key)')
    const inserted = await db.query('insert into people values ($1), ($2)', ['a@lab.test', 'b@lab.test'])
    expect(inserted.affectedRows).toBe(2)
    const duplicate = await db.query('insert into people values ($1)', ['a@lab.test']).catch((error) => error)
    expect(duplicate).toBeInstanceOf(Error)
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'people_pkey' })
    expect(duplicate.message).toMatch(/duplicate key/)

    await db.close()
    await expect(db.query('select 1')).rejects.toThrow('PGlite is closed')
  })

  it('keeps what it stored when opened again on the same folder', async () => {
    const db = openPgliteInWorker({ dir })
    await db.waitReady
    const { rows } = await db.query('select email from people order by email')
    expect(rows).toEqual([{ email: 'a@lab.test' }, { email: 'b@lab.test' }])
    await db.close()
  })
})
