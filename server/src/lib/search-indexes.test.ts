import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'
import { applyFilters, NEWEST_FIRST } from './list-filters'

let app: App

beforeAll(async () => {
  app = await buildTestApp()
  // Enough bookings that a sequential scan is no longer the cheap plan.
  await app.knex.raw(`
    insert into consultations (name, email, address, phone, description, status, created_at)
    select 'Patient ' || n, 'patient' || n || '@example.test', 'MG Road', '98' || lpad(n::text, 8, '0'),
           'Lipid profile and sugar', case when n % 100 = 0 then 'booked' else 'new' end,
           now() - n * interval '1 minute'
    from generate_series(1, 100000) as n`)
  // What autovacuum does on a live database: statistics, and GIN's pending entries moved into the index.
  await app.knex.raw('vacuum analyze consultations')
}, 120_000)
afterAll(() => app.close())

async function planOf(query: Knex.QueryBuilder): Promise<string> {
  const { sql, bindings } = query.toSQL()
  const result = await app.knex.raw(`explain ${sql}`, bindings)
  return result.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')
}

describe('search and filter indexes', () => {
  it('answers a staff search for a rare term from the trigram indexes, not a scan of every booking', async () => {
    const search = applyFilters(app.knex('consultations'), { q: 'patient99999@' }, [
      'name',
      'email',
      'phone',
      'description',
    ])
      .select('*')
      .orderBy(NEWEST_FIRST)
      .limit(50)
    const plan = await planOf(search)
    expect(plan).toMatch(/consultations_\w+_trgm/)
    expect(plan).not.toMatch(/Seq Scan on consultations/)
    const rows = await search
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Patient 99999'])
  })

  it('pages a status filter newest first from its composite index', async () => {
    const page = applyFilters(app.knex('consultations'), { status: 'booked' }, [])
      .select('*')
      .orderBy(NEWEST_FIRST)
      .limit(50)
    const plan = await planOf(page)
    expect(plan).toContain('consultations_status_newest')
  })
})
