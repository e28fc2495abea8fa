import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

/** The front desk's view of the staff list: one day, one slot, one collection type, in slot order. */
describe('GET /api/content/consultations filters by day, slot and collection type, sorted by slot', () => {
  let app: App
  let staff: { authorization: string }
  /** The slot table's ids, by start time (2026-12-01 is a Tuesday, 2026-12-02 a Wednesday). */
  const slotIds: Record<string, string> = {}

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
    description: `${name} booking`,
    collection_type: type,
    preferred_date: date,
    slot_id: slot ? slotIds[`${date}_${slot.slice(0, 5)}`] : null,
    slot_label: slot,
    created_at: at,
  })
  const get = async (path: string, query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/content/${path}${query}`, headers: staff })
    expect(res.statusCode, res.body).toBe(200)
    return res
  }
  const names = async (query: string) => {
    const res = await get('consultations', query)
    return { names: res.json().map((c: { name: string }) => c.name), total: res.headers['x-total-count'] }
  }
  /** The names in the CSV export's rows (its Name column), in the export's order. */
  const exported = async (query: string) => {
    const [header, ...rows] = (await get('consultations.csv', query)).body.trimEnd().split('\r\n')
    const nameColumn = header.split(',').indexOf('Name')
    return rows.map((row) => row.split(',')[nameColumn])
  }

  beforeAll(async () => {
    app = await buildTestApp()
    staff = (await createUserWithToken(app, 'staff')).headers
    const slots = await app
      .knex('booking_slots')
      .insert([
        { weekday: 2, start_time: '07:00', end_time: '08:00', capacity: 5 },
        { weekday: 2, start_time: '08:30', end_time: '09:30', capacity: 5 },
        { weekday: 2, start_time: '10:00', end_time: '11:00', capacity: 5 },
        { weekday: 3, start_time: '07:00', end_time: '08:00', capacity: 5 },
      ])
      .returning(['id', 'weekday', 'start_time'])
    for (const slot of slots) {
      slotIds[`2026-12-0${slot.weekday - 1}_${slot.start_time.slice(0, 5)}`] = slot.id
    }
    await app
      .knex('bookings')
      .insert([
        booking('Late', '2026-12-01', '10:00–11:00', 'lab', '2026-11-20T08:00:00Z'),
        booking('Early', '2026-12-01', '07:00–08:00', 'home', '2026-11-21T08:00:00Z'),
        booking('Middle', '2026-12-01', '08:30–09:30', 'home', '2026-11-22T08:00:00Z'),
        booking('OtherDay', '2026-12-02', '07:00–08:00', 'home', '2026-11-23T08:00:00Z'),
        booking('Enquiry', null, '', null, '2026-11-19T08:00:00Z'),
        booking('Second', '2026-12-01', '07:00–08:00', 'lab', '2026-11-24T08:00:00Z'),
      ])
    await app.knex('bookings').where({ name: 'Second' }).update({ status: 'confirmed' })
  })
  afterAll(async () => {
    await app.close()
  })

  it('lists one day in slot order, and newest first without sort', async () => {
    expect(await names('?preferredDate=2026-12-01&sort=slot')).toEqual({
      names: ['Early', 'Second', 'Middle', 'Late'],
      total: '4',
    })
    expect((await names('?preferredDate=2026-12-01')).names).toEqual(['Second', 'Middle', 'Early', 'Late'])
  })

  it('narrows to a collection type, with the other filters', async () => {
    expect(await names('?collectionType=home&sort=slot')).toEqual({
      names: ['Early', 'Middle', 'OtherDay'],
      total: '3',
    })
    expect((await names('?collectionType=lab&status=new')).names).toEqual(['Late'])
    expect((await names('?preferredDate=2026-12-02&collectionType=lab')).names).toEqual([])
  })

  it('narrows to one slot of the slot table, with the other filters', async () => {
    const tuesdaySeven = slotIds['2026-12-01_07:00']
    expect(await names(`?slotId=${tuesdaySeven}`)).toEqual({ names: ['Second', 'Early'], total: '2' })
    expect((await names(`?slotId=${tuesdaySeven}&collectionType=home`)).names).toEqual(['Early'])
    expect((await names(`?slotId=${slotIds['2026-12-02_07:00']}`)).names).toEqual(['OtherDay'])
    expect((await names(`?slotId=${slotIds['2026-12-01_10:00']}&status=confirmed`)).names).toEqual([])
  })

  it('exports to CSV exactly the rows each filter lists', async () => {
    const tuesdaySeven = slotIds['2026-12-01_07:00']
    for (const query of [
      '?q=middle',
      '?status=confirmed',
      '?preferredDate=2026-12-01',
      '?collectionType=home',
      `?slotId=${tuesdaySeven}`,
      `?slotId=${tuesdaySeven}&collectionType=lab&status=confirmed&q=second`,
      '?preferredDate=2026-12-02&collectionType=lab',
    ]) {
      expect(await exported(query), query).toEqual((await names(query)).names)
    }
    expect(await exported(`?preferredDate=2026-12-01&slotId=${tuesdaySeven}`)).toEqual(['Second', 'Early'])
    expect(await exported('')).toHaveLength(6)
  })

  it('refuses a malformed date, slot, collection type or sort with a 400 naming it', async () => {
    for (const [path, query, field] of [
      ['consultations', '?preferredDate=1-12-2026', 'preferredDate'],
      ['consultations', '?slotId=7am', 'slotId'],
      ['consultations', '?collectionType=drone', 'collectionType'],
      ['consultations', '?sort=oldest', 'sort'],
      ['consultations.csv', '?slotId=7am', 'slotId'],
      ['consultations.csv', '?preferredDate=tomorrow', 'preferredDate'],
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/content/${path}${query}`,
        headers: staff,
      })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toContain(field)
    }
  })
})
