import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

/** The desk finds a booking by what the patient hands over: the slip's reference or a tube label. */
describe('GET /api/content/consultations?q= finds a booking by its reference or a scanned label', () => {
  let app: App
  let staff: { authorization: string }

  const booking = (name: string, reference: string, at: string) => ({
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.test`,
    phone: '9876543210',
    address: 'Koramangala',
    // Another booking's reference in the text: a "contains" search would list this one too.
    description: 'Follow-up of AAR-2611-0002-GQYA',
    reference,
    created_at: at,
  })
  const names = async (q: string, path = 'consultations') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/content/${path}?q=${encodeURIComponent(q)}`,
      headers: staff,
    })
    expect(res.statusCode, res.body).toBe(200)
    return path === 'consultations'
      ? res.json().map((c: { name: string }) => c.name)
      : res.body.trimEnd().split('\r\n').slice(1).length
  }

  beforeAll(async () => {
    app = await buildTestApp()
    staff = (await createUserWithToken(app, 'staff')).headers
    await app
      .knex('bookings')
      .insert([
        booking('Asha Rao', 'AAR-2611-0002-GQYA', '2026-11-20T08:00:00Z'),
        booking('Ravi Kumar', 'AAR-2611-00021-K7QX', '2026-11-21T08:00:00Z'),
        booking('Old Booking', 'AAR-2611-0042', '2026-11-22T08:00:00Z'),
      ])
  })
  afterAll(async () => {
    await app.close()
  })

  it('matches the reference exactly, in any case, and nothing that merely contains it', async () => {
    expect(await names('AAR-2611-0002-GQYA')).toEqual(['Asha Rao'])
    expect(await names(' aar-2611-0002-gqya ')).toEqual(['Asha Rao'])
    expect(await names('AAR-2611-00021-K7QX')).toEqual(['Ravi Kumar'])
    expect(await names('AAR-2611-0042')).toEqual(['Old Booking'])
    expect(await names('AAR-2611-0002-ZZZZ')).toEqual([])
  })

  it('matches a scanned tube label (<reference>-<tube>) to its booking', async () => {
    expect(await names('AAR-2611-0002-GQYA-1')).toEqual(['Asha Rao'])
    expect(await names('aar-2611-0002-gqya-12')).toEqual(['Asha Rao'])
    expect(await names('AAR-2611-0042-3')).toEqual(['Old Booking'])
  })

  it('exports exactly the rows the list finds', async () => {
    expect(await names('AAR-2611-0002-GQYA-2', 'consultations.csv')).toBe(1)
  })

  it('still searches names and other text as before', async () => {
    expect(await names('asha')).toEqual(['Asha Rao'])
    expect(await names('Follow-up')).toEqual(['Old Booking', 'Ravi Kumar', 'Asha Rao'])
    expect(await names('AAR-2611')).toEqual(['Old Booking', 'Ravi Kumar', 'Asha Rao'])
  })
})
