import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

/**
 * One write rule for staff: every staff write to a record (PUT, PATCH, DELETE with a bearer token)
 * honours If-Match and answers a stale one with 412 and the record as it stands
 * (server/src/lib/versioning.ts). The OpenAPI document is walked so a new route cannot skip it.
 */

/** Staff writes that have no record version to compare, each with why. */
const NO_VERSION: Record<string, string> = {
  // A whole list's order is sent and stored at once; each record's own version guards its fields.
  'PUT /api/service/reorder/all': 'a list order',
  'PUT /api/blood-tests/reorder/all': 'a list order',
  'PUT /api/thyroid-packages/reorder/all': 'a list order',
  'PUT /api/offers/reorder/all': 'a list order',
  'PUT /api/menu/reorder/all': 'a list order',
  'PUT /api/sliders/reorder/all': 'a list order',
  'PUT /api/background-images/reorder/all': 'a list order',
  // A closed day and a PIN code are values, not records: removing one twice is the same as once.
  'DELETE /api/admin/closed-dates/{date}': 'a value in a set',
  'DELETE /api/admin/pincodes/{code}': 'a value in a set',
}

/** Writes a signed-in visitor makes on their own account: not staff writes. */
const isVisitorWrite = (path: string) => path.startsWith('/api/user/')

interface Operation {
  security?: unknown[]
  responses?: Record<string, unknown>
}

describe('staff writes and If-Match', () => {
  let app: App
  let admin: { authorization: string }
  beforeAll(async () => {
    app = await buildTestApp()
    admin = (await createUserWithToken(app, 'admin')).headers
  })
  afterAll(async () => {
    await app.close()
  })

  it('every staff write in the OpenAPI document declares 412 for a stale If-Match, or is listed with why not', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const writes: string[] = []
    for (const [path, operations] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['put', 'patch', 'delete'].includes(method) || !operation.security?.length) continue
        if (!isVisitorWrite(path)) writes.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(writes.length).toBeGreaterThan(30)
    const without412 = writes.filter((write) => {
      const [method, path] = write.split(' ')
      return !doc.paths[path ?? ''][method?.toLowerCase() ?? ''].responses?.['412']
    })
    expect(without412.sort()).toEqual(Object.keys(NO_VERSION).sort())
  })

  it('a booking slot: a stale If-Match on a change or a removal answers 412 with the slot as it stands', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/booking-slots',
      headers: admin,
      payload: { weekday: 2, startTime: '09:00', endTime: '10:00', capacity: 4 },
    })
    expect(added.statusCode).toBe(201)
    const slot = added.json()
    expect(slot.version).toBe(1)
    const url = `/api/admin/booking-slots/${slot.id}`
    const fields = { weekday: 2, startTime: '09:00', endTime: '10:00' }

    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: { ...fields, capacity: 6 },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ capacity: 6, version: 2 })
    expect(changed.headers.etag).toBe('"2"')

    const stale = await app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': '"1"' },
      payload: { ...fields, capacity: 9 },
    })
    expect(stale.statusCode).toBe(412)
    expect(stale.json().current).toMatchObject({ id: slot.id, capacity: 6, version: 2 })

    const staleRemoval = await app.inject({ method: 'DELETE', url, headers: { ...admin, 'if-match': '"1"' } })
    expect(staleRemoval.statusCode).toBe(412)
    expect(await app.knex('booking_slots').where({ id: slot.id }).first('capacity')).toEqual({ capacity: 6 })

    const removal = await app.inject({ method: 'DELETE', url, headers: { ...admin, 'if-match': '"2"' } })
    expect(removal.statusCode).toBe(204)
  })
})
