import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

/** The front desk's view of the staff list: one day, one collection type, in slot order. */
describe('GET /api/content/consultations filters by day and collection type, sorted by slot', () => {
  let app: App
  let staff: { authorization: string }

  const booking = (
    name: string,
    date: string | null,
    slot: string,
    type: 'home' | 'lab' | null,
    at: string,
  ) => ({
    name,
    email: `${name.toLowerCase()}@example.test`,
    phone: '9876543210',
    address: 'Koramangala',
    description: '',
    collection_type: type,
    preferred_date: date,
    slot_label: slot,
    created_at: at,
  })
  const names = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/content/consultations${query}`, headers: staff })
    expect(res.statusCode, res.body).toBe(200)
    return { names: res.json().map((c: { name: string }) => c.name), total: res.headers['x-total-count'] }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    staff = (await createUserWithToken(app, 'staff')).headers
    await app
      .knex('consultations')
      .insert([
        booking('Late', '2026-12-01', '10:00–11:00', 'lab', '2026-11-20T08:00:00Z'),
        booking('Early', '2026-12-01', '07:00–08:00', 'home', '2026-11-21T08:00:00Z'),
        booking('Middle', '2026-12-01', '08:30–09:30', 'home', '2026-11-22T08:00:00Z'),
        booking('OtherDay', '2026-12-02', '07:00–08:00', 'home', '2026-11-23T08:00:00Z'),
        booking('Enquiry', null, '', null, '2026-11-19T08:00:00Z'),
      ])
  })
  afterAll(async () => {
    await app.close()
  })

  it('lists one day in slot order, and newest first without sort', async () => {
    expect(await names('?preferredDate=2026-12-01&sort=slot')).toEqual({
      names: ['Early', 'Middle', 'Late'],
      total: '3',
    })
    expect((await names('?preferredDate=2026-12-01')).names).toEqual(['Middle', 'Early', 'Late'])
  })

  it('narrows to a collection type, with the other filters', async () => {
    expect(await names('?collectionType=home&sort=slot')).toEqual({
      names: ['Early', 'Middle', 'OtherDay'],
      total: '3',
    })
    expect((await names('?collectionType=lab&status=new')).names).toEqual(['Late'])
    expect((await names('?preferredDate=2026-12-02&collectionType=lab')).names).toEqual([])
  })

  it('refuses a malformed date, collection type or sort with a 400 naming it', async () => {
    for (const [query, field] of [
      ['?preferredDate=1-12-2026', 'preferredDate'],
      ['?collectionType=drone', 'collectionType'],
      ['?sort=oldest', 'sort'],
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/content/consultations${query}`,
        headers: staff,
      })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toContain(field)
    }
  })
})
