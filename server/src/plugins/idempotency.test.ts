import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import {
  type FileToSend,
  minimalPdf,
  submitBookingForm,
  validBooking,
} from '../routes/bookings/booking-fixtures'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

describe('Idempotency-Key (IETF httpapi-idempotency-key draft)', () => {
  let app: App
  let staff: { authorization: string }

  const book = async (key: string, fields: Record<string, string> = validBooking, files: FileToSend[] = []) =>
    submitBookingForm(app, fields, files, { 'idempotency-key': key })
  const count = async (table: string) => Number((await app.knex(table).count({ n: '*' }))[0].n)

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitForms: 10_000 })
    staff = (await createUserWithToken(app, 'staff')).headers
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })
  beforeEach(async () => {
    await app.outbox.idle()
    await app.knex('bookings').delete()
    await app.knex('idempotency_keys').delete()
  })

  it('refuses the same key with a file of the same length but other bytes (422), storing nothing more', async () => {
    const first = await book('same-length', validBooking, [
      { name: 'scan.pdf', bytes: minimalPdf('Prescription A') },
    ])
    expect(first.statusCode).toBe(201)
    const other = await book('same-length', validBooking, [
      { name: 'scan.pdf', bytes: minimalPdf('Prescription B') },
    ])
    expect(other.statusCode).toBe(422)
    expect(other.json().message).toBe(
      'This Idempotency-Key was already used for a different request: send a new key with a new request',
    )
    expect(await count('bookings')).toBe(1)
    expect(await count('booking_files')).toBe(1)
  })

  it('refuses the same key with another booking of equal length instead of answering with the first one', async () => {
    const asha = await book('equal-length', { ...validBooking, name: 'Asha Rao' })
    expect(asha.statusCode).toBe(201)
    const ravi = await book('equal-length', { ...validBooking, name: 'Ravi Rao' })
    expect(ravi.statusCode).toBe(422)
    expect(ravi.body).not.toContain('Asha')
    expect(await count('bookings')).toBe(1)
  })

  it('refuses the same key on a JSON form with another body, and replays one sent with its keys in another order', async () => {
    const message = {
      name: 'Meera',
      email: 'meera@example.com',
      subject: 'Timings',
      message: 'When do you open?',
    }
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload,
        headers: { 'idempotency-key': 'contact-1' },
      })
    const first = await send(message)
    expect(first.statusCode).toBe(201)
    const reordered = Object.fromEntries(Object.entries(message).reverse())
    const replay = await send(reordered)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await send({ ...message, message: 'When do you close?' })).statusCode).toBe(422)
    expect(await app.knex('contact_messages').where({ email: 'meera@example.com' })).toHaveLength(1)
    await app.knex('contact_messages').delete()
  })

  it('stores only the created record id, never the visitor’s details, and replays the record as it is now', async () => {
    const first = await book('details', validBooking, [{ name: 'scan.pdf', bytes: minimalPdf() }])
    const [stored] = await app.knex('idempotency_keys').where({ key: 'details' })
    expect(stored).toMatchObject({ status_code: 201, resource_id: first.json().id, response_body: null })
    for (const value of Object.values(validBooking)) expect(JSON.stringify(stored)).not.toContain(value)

    await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${first.json().id}`,
      payload: { status: 'contacted' },
      headers: staff,
    })
    const replay = await book('details', validBooking, [{ name: 'scan.pdf', bytes: minimalPdf() }])
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toMatchObject({ id: first.json().id, status: 'contacted', version: 2 })
    expect(replay.headers.etag).toBe('"2"')
  })

  it("binds a guest's key to their contact: another guest's request with that key never gets their booking", async () => {
    const asha = await book('shared-key', validBooking)
    expect(asha.statusCode).toBe(201)
    await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${asha.json().id}`,
      payload: { notes: 'Diabetic, call before 9' },
      headers: staff,
    })
    const other = { ...validBooking, name: 'Ravi Rao', email: 'ravi@example.com', phone: '+91 90000 11111' }
    const ravi = await book('shared-key', other)
    expect(ravi.statusCode).toBe(422)
    expect(ravi.body).not.toContain('Asha')
    expect(await book('ravis-own-key', other)).toHaveProperty('statusCode', 201)
    // Asha's own retry is still a replay, and it never carries what staff wrote since.
    const retry = await book('shared-key', validBooking)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toMatchObject({ id: asha.json().id, notes: '' })
    expect(retry.body).not.toContain('Diabetic')
    expect(await count('bookings')).toBe(2)
  })

  it("binds a signed-in visitor's key to the account: another visitor or a guest sending it gets 422, not the booking", async () => {
    const asha = await createUserWithToken(app, 'visitor')
    const ravi = await createUserWithToken(app, 'visitor')
    const send = (headers: Record<string, string>, body: object = validBooking) =>
      app.inject({
        method: 'POST',
        url: '/api/consult/consultation',
        payload: body,
        headers: { 'idempotency-key': 'asha-key', ...headers },
      })
    const first = await send(asha.headers)
    expect(first.statusCode).toBe(201)
    for (const stranger of [ravi.headers, {}, { authorization: 'Bearer not-a-token' }]) {
      const copied = await send(stranger)
      expect(copied.statusCode).toBe(422)
      expect(copied.json().message).toMatch(/Idempotency-Key was already used/)
      expect(copied.body).not.toContain(first.json().id)
    }
    // The same key with another guest's contact, and over multipart, is refused as well.
    expect((await send({}, { ...validBooking, email: 'someone@example.com' })).statusCode).toBe(422)
    expect(
      (await submitBookingForm(app, validBooking, [], { 'idempotency-key': 'asha-key' })).statusCode,
    ).toBe(422)
    const retry = await send(asha.headers)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json().id).toBe(first.json().id)
    expect(await count('bookings')).toBe(1)
  })

  it('erases the key with its booking: a replay after deletion never answers with the deleted booking', async () => {
    const first = await book('deleted', validBooking)
    const id = first.json().id
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${id}`,
      headers: staff,
    })
    expect(removed.statusCode).toBe(204)
    expect(await app.knex('idempotency_keys').where({ resource_id: id })).toEqual([])
    expect(await app.knex('outbox').where({ related_id: id })).toEqual([])

    const replay = await book('deleted', validBooking)
    expect(replay.headers['idempotent-replayed']).toBeUndefined()
    expect(replay.json().id).not.toBe(id)
    expect(await app.knex('bookings').where({ id })).toEqual([])
  })

  it('purges keys older than 24 hours in the scheduled job, keeping newer ones', async () => {
    await book('old', validBooking)
    await book('new', { ...validBooking, name: 'Ravi Kumar' })
    await app
      .knex('idempotency_keys')
      .where({ key: 'old' })
      .update({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    await app.scheduler.runNow('idempotency-purge')
    expect(await app.knex('idempotency_keys').pluck('key')).toEqual(['new'])
  })

  it('frees the key of a refused request so a corrected retry can run', async () => {
    const refused = await book('fix-me', { ...validBooking, email: 'not-an-address' })
    expect(refused.statusCode).toBe(400)
    const corrected = await book('fix-me', validBooking)
    expect(corrected.statusCode).toBe(201)
  })
})
