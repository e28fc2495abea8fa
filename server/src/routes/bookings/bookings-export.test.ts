import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { EXPORT_BATCH_ROWS } from '../../lib/kits/list-filters'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

// More rows than three export batches, many sharing one timestamp, so the keyset has to break ties by id.
const ROWS = EXPORT_BATCH_ROWS * 2 + 500

let app: App
let staff: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp()
  staff = (await createUserWithToken(app, 'staff')).headers
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    name: `Patient ${i}`,
    email: `patient${i}@example.test`,
    address: 'MG Road',
    phone: '9876543210',
    description: i % 10 === 0 ? 'Thyroid profile at home' : 'Lipid profile',
    created_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 400))),
  }))
  for (let i = 0; i < rows.length; i += 500) await app.knex('bookings').insert(rows.slice(i, i + 500))
  const [first] = await app.knex('bookings').select('id').where({ name: 'Patient 0' })
  await app.knex('booking_files').insert({
    booking_id: first.id,
    original_name: 'prescription.pdf',
    stored_name: 'stored-1.pdf',
    mime_type: 'application/pdf',
    size: 10,
  })
}, 120_000)
afterAll(() => app.close())

describe('GET /api/content/consultations.csv with many rows', () => {
  it('exports every row once, newest first, reading bounded batches', async () => {
    let widestQuery = 0
    const onQuery = (query: { bindings?: unknown[] }) => {
      widestQuery = Math.max(widestQuery, query.bindings?.length ?? 0)
    }
    app.knex.on('query', onQuery)
    const res = await app.inject({ method: 'GET', url: '/api/content/consultations.csv', headers: staff })
    app.knex.off('query', onQuery)

    expect(res.statusCode).toBe(200)
    const [header, ...lines] = res.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(ROWS)
    const idColumn = header.split(',').indexOf('Id')
    const ids = lines.map((line) => line.split(',')[idColumn])
    expect(new Set(ids).size).toBe(ROWS)
    const days = lines.map((line) => line.slice(0, 10))
    expect([...days].sort().reverse()).toEqual(days)
    expect(lines.find((line) => line.includes('Patient 0,'))).toContain('prescription.pdf')
    // No query carries an unbounded list of ids (102,402 of them once made PostgreSQL refuse the export).
    expect(widestQuery).toBeLessThanOrEqual(EXPORT_BATCH_ROWS + 10)
  })

  it('refuses a day that does not exist before sending anything, as the list does', async () => {
    for (const url of ['/api/content/consultations', '/api/content/consultations.csv']) {
      const res = await app.inject({ method: 'GET', url: `${url}?preferredDate=2026-02-30`, headers: staff })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toBe('querystring preferredDate must be a date (YYYY-MM-DD)')
    }
  })

  it('exports only the rows that match the search', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/content/consultations.csv?q=thyroid',
      headers: staff,
    })
    expect(res.body.trimEnd().split('\r\n').slice(1)).toHaveLength(ROWS / 10)
  })
})
