import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { openKnex } from '../../db/knex'
import { buildTestApp } from '../../testing/build-test-app'
import { applyFilters, listPage, NEWEST_FIRST } from './list-filters'

let app: App

beforeAll(async () => {
  app = await buildTestApp()
  // Enough bookings that a sequential scan is no longer the cheap plan.
  // Through a connection without the server's request timeouts: on a busy machine the load takes a while.
  const loader = app.config.database.kind === 'pg' ? await openKnex(app.config.database) : app.knex
  for (let from = 1; from <= 100_000; from += 20_000) {
    await loader.raw(
      `
      insert into bookings (name, email, address, phone, description, status, created_at)
      select 'Patient ' || n, 'patient' || n || '@example.test', 'MG Road', '98' || lpad(n::text, 8, '0'),
             'Lipid profile and sugar', case when n % 100 = 0 then 'booked' else 'new' end,
             now() - n * interval '1 minute'
      from generate_series(?::int, ?::int) as n`,
      [from, from + 19_999],
    )
  }
  if (loader !== app.knex) await loader.destroy()
  // What autovacuum does on a live database: statistics, and GIN's pending entries moved into the index.
  await app.knex.raw('vacuum analyze bookings')
}, 120_000)
afterAll(() => app.close())

async function planOf(query: Knex.QueryBuilder): Promise<string> {
  const { sql, bindings } = query.toSQL()
  const result = await app.knex.raw(`explain ${sql}`, bindings)
  return result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
}

describe('search and filter indexes', () => {
  it('answers a staff search for a rare term from the trigram indexes, not a scan of every booking', async () => {
    const search = applyFilters(app.knex('bookings'), { q: 'patient99999@' }, [
      'name',
      'email',
      'phone',
      'description',
    ])
      .select('*')
      .orderBy(NEWEST_FIRST)
      .limit(50)
    const plan = await planOf(search)
    expect(plan).toMatch(/bookings_\w+_trgm/)
    expect(plan).not.toMatch(/Seq Scan on bookings/)
    const rows = await search
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Patient 99999'])
  })

  it('pages a status filter newest first from its composite index', async () => {
    const page = applyFilters(app.knex('bookings'), { status: 'booked' }, [])
      .select('*')
      .orderBy(NEWEST_FIRST)
      .limit(50)
    const plan = await planOf(page)
    expect(plan).toContain('bookings_status_newest')
  })

  it('counts a search whose page is not full without a second query, and counts a full page', async () => {
    const columns = ['name', 'email', 'phone', 'description']
    const queries: string[] = []
    const onQuery = (query: { sql: string }) => queries.push(query.sql)
    app.knex.on('query', onQuery)
    try {
      // 'Patient 9999' and 'Patient 99990'…'Patient 99999': 11 matches.
      const whole = await listPage(
        () => app.knex('bookings'),
        { q: 'Patient 9999', limit: 50 },
        { searchColumns: columns },
      )
      expect(whole.rows).toHaveLength(11)
      expect(whole.count).toEqual({ total: 11, capped: false })
      expect(queries).toHaveLength(1)

      queries.length = 0
      const full = await listPage(
        () => app.knex('bookings'),
        { q: 'Patient 9999', limit: 5 },
        { searchColumns: columns },
      )
      expect(full.rows).toHaveLength(5)
      expect(full.count).toEqual({ total: 11, capped: false })
      expect(queries).toHaveLength(2)

      const past = await listPage(
        () => app.knex('bookings'),
        { q: 'Patient 9999', limit: 5, offset: 20 },
        { searchColumns: columns },
      )
      expect(past.rows).toHaveLength(0)
      expect(past.count).toEqual({ total: 11, capped: false })

      const everything = await listPage(() => app.knex('bookings'), { limit: 5 }, { searchColumns: columns })
      expect(everything.count).toEqual({ total: 10_000, capped: true })
    } finally {
      app.knex.off('query', onQuery)
    }
  })
})
