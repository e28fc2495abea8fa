import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { minimalPdf, submitBookingForm, validBooking } from '../bookings/booking-fixtures'

const PERSON = { name: 'Asha Rao', email: 'asha.rao@example.com', phone: '+91 91234 56781' }
const OTHER = { name: 'Ravi Kumar', email: 'ravi.kumar@example.com', phone: '+91 92345 67892' }

/** The entries of a zip: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error)
      const entries = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(entries))
      zip.readEntry()
    })
  })
}

/** Every text and JSON column of every table, as "table.column" → rows containing `needle` (any case). */
async function rowsMentioning(app: App, needle: string): Promise<string[]> {
  const columns: { table_name: string; column_name: string }[] = (
    await app.knex.raw(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    )
  ).rows
  const found: string[] = []
  for (const { table_name, column_name } of columns) {
    const [{ n }] = await app
      .knex(table_name)
      .whereRaw('lower(??::text) like ?', [column_name, `%${needle.toLowerCase()}%`])
      .count({ n: '*' })
    if (Number(n) > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

/** Every file under `dir` whose bytes contain `needle`. */
async function filesMentioning(dir: string, needle: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = (await readFile(file, 'latin1')).replace(/=\r?\n/g, '').toLowerCase()
    if (text.includes(needle.toLowerCase())) found.push(file)
  }
  return found
}

describe('privacy duties: export and erase everything about an e-mail address, retention', () => {
  let app: App
  let admin: { authorization: string }
  let staff: { authorization: string }
  let testId: string

  async function leaveTraces(person: { name: string; email: string; phone?: string }) {
    const phone = person.phone ?? '+91 90000 00000'
    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: person.name, email: person.email, password: 'a long password', phone },
    })
    expect(registered.statusCode).toBe(201)
    const booking = await submitBookingForm(
      app,
      {
        ...validBooking,
        name: person.name,
        email: person.email,
        phone,
        items: JSON.stringify([{ type: 'blood-test', id: testId }]),
      },
      [{ name: `${person.name} prescription.pdf`, bytes: minimalPdf(`Prescription for ${person.name}`) }],
      { 'idempotency-key': `booking-${person.email}` },
    )
    expect(booking.statusCode).toBe(201)
    // Paid at the desk by UPI, the transaction's reference naming them as a bank's statement would.
    const paid = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${booking.json().id}/payments`,
      payload: { method: 'upi', amount: 250, reference: `UPI ${person.name}` },
      headers: staff,
    })
    expect(paid.statusCode).toBe(201)
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: person.name, email: person.email, subject: 'Report', message: `From ${person.name}` },
      headers: { 'idempotency-key': `contact-${person.email}` },
    })
    expect(message.statusCode).toBe(201)
    const referral = await app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: {
        referrerEmail: person.email,
        referrerPhone: '+91 90000 00001',
        friendEmail: `friend-of-${person.email}`,
        friendPhone: '+91 90000 00002',
      },
    })
    expect(referral.statusCode).toBe(201)
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: person.email } })
    const id = booking.json().id
    await app.inject({ method: 'GET', url: `/api/consult/consultation/${id}`, headers: staff })
    await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${id}`,
      payload: { status: 'contacted', notes: `Called ${person.name}` },
      headers: staff,
    })
    return { bookingId: id, fileId: booking.json().files[0].id as string }
  }

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitForms: 10_000, rateLimitAuth: 10_000 })
    admin = (await createUserWithToken(app, 'admin')).headers
    staff = (await createUserWithToken(app, 'staff')).headers
    const [test] = await app
      .knex('blood_tests')
      .insert({ name: 'Lipid Profile', category: 'Heart', price: 600, original_price: 900 })
      .returning('id')
    testId = test.id
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })

  it('exports everything about the address as data.json and the files in a zip, for admins only', async () => {
    await leaveTraces(PERSON)
    await leaveTraces(OTHER)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await app.outbox.idle()
    const url = `/api/admin/privacy/export?email=${encodeURIComponent(PERSON.email.toUpperCase())}`
    expect((await app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(403)
    const res = await app.inject({ method: 'GET', url, headers: admin })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    const entries = await unzip(res.rawPayload)
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}')
    expect(data.accounts).toMatchObject([{ name: PERSON.name, email: PERSON.email }])
    expect(data.accounts[0]).not.toHaveProperty('password_hash')
    expect(data.bookings).toHaveLength(1)
    expect(data.bookings[0]).toMatchObject({ name: PERSON.name, notes: `Called ${PERSON.name}` })
    expect(data.contactMessages).toMatchObject([{ message: `From ${PERSON.name}` }])
    expect(data.referrals).toMatchObject([{ referrerEmail: PERSON.email }])
    expect(data.mails.map((mail: { kind: string }) => mail.kind).sort()).toEqual([
      'booking-received',
      'password-reset',
      'staff-notification',
      'staff-notification',
      'staff-notification',
      'whatsapp-booking-confirmed',
    ])
    expect(data.payments).toMatchObject([
      {
        booking: data.bookings[0].reference,
        kind: 'payment',
        method: 'upi',
        amount: 250,
        reference: `UPI ${PERSON.name}`,
        labDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ])
    expect(JSON.stringify(data)).not.toContain(OTHER.email)
    const file = entries.get(`files/${data.bookings[0].id}/${PERSON.name} prescription.pdf`)
    expect(file?.toString('latin1')).toContain(`Prescription for ${PERSON.name}`)
    expect(entries.size).toBe(2)
  })

  it('erases every trace of the person from every table and from DATA_DIR, keeping only that an erasure happened', async () => {
    // Theirs too: a booking made signed in but typed for a relative, a message sent from another
    // address with their phone, and a staff search for their name.
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: PERSON.email, password: 'a long password' },
    })
    const forRelative = await submitBookingForm(
      app,
      { ...validBooking, name: 'Meera Rao', email: 'meera.rao@example.com', phone: '+91 93456 78903' },
      [],
      { authorization: `Bearer ${login.json().token}` },
    )
    expect(forRelative.statusCode).toBe(201)
    const fromWork = await app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'A. Rao',
        email: 'a.rao@work.example',
        phone: PERSON.phone,
        subject: 'Hi',
        message: 'Call me',
      },
    })
    expect(fromWork.statusCode).toBe(201)
    const search = await app.inject({
      method: 'GET',
      url: `/api/content/consultations?q=${encodeURIComponent(PERSON.name)}`,
      headers: staff,
    })
    expect(search.statusCode).toBe(200)
    expect((await rowsMentioning(app, PERSON.email)).length).toBeGreaterThan(0)
    expect((await filesMentioning(app.config.dataDir, PERSON.name)).length).toBeGreaterThan(0)

    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: PERSON.email },
      headers: staff,
    })
    expect(refused.statusCode).toBe(403)
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: PERSON.email, phone: PERSON.phone },
      headers: admin,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      bookings: 2,
      files: 1,
      contactMessages: 2,
      referrals: 1,
      accounts: 1,
    })
    expect(res.json().idempotencyRecords).toBe(2)
    expect(res.json().mails).toBeGreaterThanOrEqual(4)
    expect(res.json().payments).toBe(1)

    for (const needle of [
      PERSON.email,
      PERSON.name,
      PERSON.phone,
      'meera.rao@example.com',
      'a.rao@work.example',
    ]) {
      expect(await rowsMentioning(app, needle), needle).toEqual([])
      expect(await filesMentioning(app.config.dataDir, needle), needle).toEqual([])
    }
    // The books keep the money: the entry stays with its amount, method and day, without the person.
    const kept = await app.knex('payments').whereNull('booking_id')
    expect(kept.map((row) => [Number(row.amount), row.method, row.reference])).toEqual([[250, 'upi', '']])
    expect(kept[0].booking_reference).toMatch(/^AAR-/)
    const [erasure] = await app.knex('audit_log').where({ action: 'erase', entity: 'person' })
    expect(erasure.after).toMatchObject({ bookings: 2, accounts: 1 })

    // The other person is untouched.
    expect((await rowsMentioning(app, OTHER.email)).length).toBeGreaterThan(0)
    expect(await app.knex('bookings').where({ email: OTHER.email })).toHaveLength(1)
    expect(await app.knex('users').where({ email: OTHER.email })).toHaveLength(1)
  })

  it("forgets a guest's stored answer and the staff searches that found them, and vacuums on PostgreSQL", async () => {
    const guestPerson = { name: 'Zenobia Quarrington', email: 'zq@example.com', phone: '+91 95678 90125' }
    // Staff looked for them by part of the name before their booking came (finding nobody) and after.
    const search = (q: string) =>
      app.inject({ method: 'GET', url: `/api/content/consultations?q=${q}`, headers: staff })
    const early = await search('Zenobia')
    expect(early.statusCode).toBe(200)
    expect(early.json()).toEqual([])
    const booked = await submitBookingForm(app, { ...validBooking, ...guestPerson })
    expect(booked.statusCode).toBe(201)
    const { reference } = booked.json()
    // The guest cancels with a key: the answer (their booking) is stored to be replayed to a retry.
    const cancel = () =>
      app.inject({
        method: 'POST',
        url: '/api/bookings/cancel',
        payload: { reference, contact: guestPerson.email },
        headers: { 'idempotency-key': 'guest-cancel-zq' },
      })
    const cancelled = await cancel()
    expect(cancelled.statusCode).toBe(200)
    expect(await app.knex('idempotency_keys').where({ key: 'guest-cancel-zq' })).toHaveLength(1)
    const later = await search('Quarring')
    expect(later.json().map((row: { id: string }) => row.id)).toEqual([booked.json().id])
    const searchesBefore = await app
      .knex('audit_log')
      .where({ action: 'list' })
      .whereRaw(`"after"->>'q' in ('Quarring', 'Zenobia')`)
    expect(searchesBefore).toHaveLength(2)

    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: guestPerson.email },
      headers: admin,
    })
    expect(erased.statusCode).toBe(200)
    expect(erased.json()).toMatchObject({ bookings: 1, idempotencyRecords: 1 })

    expect(await app.knex('idempotency_keys').where({ key: 'guest-cancel-zq' })).toEqual([])
    // The searches stay as having happened, without what was searched or what they showed.
    const searchesAfter = await app.knex('audit_log').whereIn(
      'id',
      searchesBefore.map((row) => row.id),
    )
    expect(searchesAfter.map((row) => row.after)).toEqual([null, null])
    for (const needle of ['quarring', 'zenobia', reference.toLowerCase()]) {
      expect(await rowsMentioning(app, needle), needle).toEqual([])
    }
    // Only that a record with this id was read and erased, as for every erased record.
    expect(await rowsMentioning(app, booked.json().id)).toEqual(['audit_log.entity_id'])
    // A retry with the same key runs anew (the lookup of an erased booking) instead of replaying.
    const retried = await cancel()
    expect(retried.statusCode).toBe(404)
    expect(retried.body).not.toContain(reference)
    if (app.config.database.kind === 'pg') {
      // Vacuumed after the erasure committed: the dead rows' space is marked free for reuse at once.
      const vacuumed = await app.knex.raw(
        `select relname from pg_stat_user_tables where last_vacuum is not null and relname in ('bookings', 'audit_log', 'idempotency_keys', 'invoices')`,
      )
      expect(vacuumed.rows.map((row: { relname: string }) => row.relname).sort()).toEqual([
        'audit_log',
        'bookings',
        'idempotency_keys',
        'invoices',
      ])
    }
  })

  it('finds a number by its E.164 form however it is typed, never another country’s with the same last ten digits', async () => {
    const book = async (name: string, email: string, phone: string) => {
      const res = await submitBookingForm(app, { ...validBooking, name, email, phone }, [], {
        'idempotency-key': `booking-${email}`,
      })
      expect(res.statusCode).toBe(201)
    }
    // Booked under a relative's address: only the number ties the booking to the person.
    await book('Kiran Shetty', 'relative.of.kiran@example.com', '+91 98450 12345')
    await book('Oliver Hale', 'oliver.hale@example.co.uk', '+44 98450 12345')
    const exported = async (phone: string) => {
      const query = new URLSearchParams({ email: 'kiran.shetty@example.com', phone })
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/privacy/export?${query}`,
        headers: admin,
      })
      expect(res.statusCode).toBe(200)
      const data = JSON.parse((await unzip(res.rawPayload)).get('data.json')?.toString('utf8') ?? '{}')
      return data.bookings.map((booking: { name: string }) => booking.name)
    }
    for (const typed of [
      '+91 98450 12345',
      '098450-12345',
      '9845012345',
      '91 98450 12345',
      '+919845012345',
    ]) {
      expect(await exported(typed), typed).toEqual(['Kiran Shetty'])
    }
    expect(await exported('+44 98450 12345')).toEqual(['Oliver Hale'])

    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'kiran.shetty@example.com', phone: '0 98450 12345' },
      headers: admin,
    })
    expect(erased.statusCode).toBe(200)
    expect(erased.json().bookings).toBe(1)
    expect(await app.knex('bookings').where({ phone: '+919845012345' })).toHaveLength(0)
    expect(await app.knex('bookings').where({ phone: '+449845012345' })).toMatchObject([
      { name: 'Oliver Hale' },
    ])
  })

  it('purges finished enquiries after RETENTION_DAYS and abandoned open ones after twice that, keeping open and recent ones', async () => {
    const [kept] = await app.knex('bookings').where({ email: OTHER.email })
    const old = await leaveTraces({ name: 'Old Patient', email: 'old.patient@example.com' })
    const [storedName] = await app
      .knex('booking_files')
      .where({ booking_id: old.bookingId })
      .pluck('stored_name')
    const onDisk = path.join(app.config.dataDir, 'private', 'consultations', storedName)
    expect(existsSync(onDisk)).toBe(true)
    const longAgo = new Date(Date.now() - (app.config.retentionDays + 1) * 86_400_000)
    await app.knex('bookings').where({ id: old.bookingId }).update({ status: 'closed', updated_at: longAgo })
    // Old but still open: kept.
    await app.knex('bookings').where({ id: kept.id }).update({ updated_at: longAgo })
    // Cancelled a period ago, and open but untouched for two periods: both go.
    const cancelled = await leaveTraces({ name: 'Cancelled Patient', email: 'cancelled.patient@example.com' })
    await app
      .knex('bookings')
      .where({ id: cancelled.bookingId })
      .update({ status: 'cancelled', updated_at: longAgo })
    const abandoned = await leaveTraces({ name: 'Abandoned Patient', email: 'abandoned.patient@example.com' })
    await app
      .knex('bookings')
      .where({ id: abandoned.bookingId })
      .update({
        status: 'confirmed',
        updated_at: new Date(Date.now() - (2 * app.config.retentionDays + 1) * 86_400_000),
      })

    await app.scheduler.runNow('retention-purge')
    expect(await app.knex('bookings').where({ id: old.bookingId })).toEqual([])
    expect(await app.knex('bookings').whereIn('id', [cancelled.bookingId, abandoned.bookingId])).toEqual([])
    expect(existsSync(onDisk)).toBe(false)
    expect(await app.knex('idempotency_keys').where({ resource_id: old.bookingId })).toEqual([])
    expect(await app.knex('outbox').where({ related_id: old.bookingId })).toEqual([])
    expect(await app.knex('bookings').where({ id: kept.id })).toHaveLength(1)
    const [entry] = await app.knex('audit_log').where({ entity: 'retention' })
    expect(entry.after).toMatchObject({ enquiries: 3, files: 3 })
  })
})
