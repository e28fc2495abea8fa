import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import {
  elfBytes,
  type FileToSend,
  minimalPdf,
  multipartBody,
  pngImage,
  submitBookingForm,
  validBooking,
  windowsExeBytes,
} from './booking-fixtures'

describe('POST /api/consult/consultation', () => {
  let app: App
  let staff: { authorization: string }
  let privateDir: string

  const submit = async (
    fields: Record<string, string> = validBooking,
    files: FileToSend[] = [],
    headers: Record<string, string> = {},
  ) => submitBookingForm(app, fields, files, headers)
  const count = async (table: string) => Number((await app.knex(table).count({ n: '*' }))[0].n)
  const filesIn = async (dir: string): Promise<string[]> => (existsSync(dir) ? readdir(dir) : [])
  const expectNothingStored = async () => {
    expect(await count('bookings')).toBe(0)
    expect(await count('booking_files')).toBe(0)
    expect(await filesIn(path.join(privateDir, 'consultations'))).toEqual([])
    expect(await filesIn(path.join(privateDir, 'tmp'))).toEqual([])
  }

  beforeAll(async () => {
    // The per-address form limit is tested on its own; here every submission comes from one address.
    // A production install has no contact e-mail until staff set one: staff mails go to STAFF_NOTIFY_EMAIL.
    app = await buildTestApp({ rateLimitForms: 10_000, staffNotifyEmail: 'care@aarogya-diagnostics.example' })
    staff = (await createUserWithToken(app, 'staff')).headers
    privateDir = path.join(app.config.dataDir, 'private')
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })
  beforeEach(async () => {
    await app.outbox.idle()
    await app.knex('bookings').delete()
    const stored = path.join(privateDir, 'consultations')
    for (const name of await filesIn(stored)) await rm(path.join(stored, name))
  })

  it('stores a booking with a PDF and a PNG privately and lists it with its files for staff', async () => {
    const pdf = minimalPdf()
    const png = await pngImage()
    const res = await submit(validBooking, [
      { name: 'prescription.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'rash photo.png', bytes: png, type: 'image/png' },
    ])
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ ...validBooking, status: 'new', notes: '', version: 1 })
    expect(created._id).toBe(created.id)
    expect(created.submittedAt).toBe(created.createdAt)
    expect(created.files).toEqual([
      { id: expect.any(String), name: 'prescription.pdf', type: 'application/pdf', size: pdf.length },
      { id: expect.any(String), name: 'rash photo.png', type: 'image/png', size: png.length },
    ])

    const stored = await filesIn(path.join(privateDir, 'consultations'))
    expect(stored).toHaveLength(2)
    expect(stored.every((name) => /^[0-9a-f-]{36}\.(pdf|png)$/.test(name))).toBe(true)
    expect(await filesIn(path.join(privateDir, 'tmp'))).toEqual([])
    const publicUploads = await filesIn(path.join(app.config.dataDir, 'uploads'))
    expect(publicUploads.some((name) => stored.includes(name))).toBe(false)

    const list = await app.inject({ method: 'GET', url: '/api/content/consultations', headers: staff })
    expect(list.statusCode).toBe(200)
    expect(list.headers['x-total-count']).toBe('1')
    // The claim token is the booking browser's secret: answered once, never listed.
    const { claimToken, ...record } = created
    expect(claimToken).toEqual(expect.any(String))
    expect(list.json()).toEqual([record])
  })

  it('gives the files only to staff, as an attachment with the same bytes', async () => {
    const pdf = minimalPdf('Thyroid report')
    const created = (await submit(validBooking, [{ name: 'रिपोर्ट "final".pdf', bytes: pdf }])).json()
    const url = `/api/consult/consultation/${created.id}/files/${created.files[0].id}`

    const anonymous = await app.inject({ method: 'GET', url })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.body).not.toContain('Thyroid')
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await app.inject({ method: 'GET', url, headers: visitor.headers })).statusCode).toBe(403)

    const download = await app.inject({ method: 'GET', url, headers: staff })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(pdf)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_______ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('रिपोर्ट "final".pdf')}`,
    )
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['cache-control']).toBe('private, no-store')

    const admin = await createUserWithToken(app, 'admin')
    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200)
    const otherFile = `/api/consult/consultation/${created.id}/files/00000000-0000-4000-8000-000000000000`
    expect((await app.inject({ method: 'GET', url: otherFile, headers: staff })).statusCode).toBe(404)
  })

  it('saves a download under the extension and type its bytes were detected as', async () => {
    const pdf = minimalPdf('Not a web page')
    const png = await pngImage()
    const created = (
      await submit(validBooking, [
        { name: 'poly.html', bytes: pdf, type: 'text/html' },
        { name: 'photo', bytes: png, type: 'application/octet-stream' },
      ])
    ).json()
    expect(created.files.map((file: { type: string }) => file.type)).toEqual(['application/pdf', 'image/png'])
    const download = (fileId: string) =>
      app.inject({
        method: 'GET',
        url: `/api/consult/consultation/${created.id}/files/${fileId}`,
        headers: staff,
      })

    const poly = await download(created.files[0].id)
    expect(poly.statusCode).toBe(200)
    expect(poly.headers['content-type']).toBe('application/pdf')
    expect(poly.headers['content-disposition']).toBe(
      `attachment; filename="poly.pdf"; filename*=UTF-8''poly.pdf`,
    )
    expect(poly.headers['x-content-type-options']).toBe('nosniff')
    expect(poly.rawPayload.equals(pdf)).toBe(true)

    const photo = await download(created.files[1].id)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.headers['content-disposition']).toBe(
      `attachment; filename="photo.png"; filename*=UTF-8''photo.png`,
    )
    expect(photo.headers['x-content-type-options']).toBe('nosniff')
  })

  it.each([
    ['x.pdf', elfBytes()],
    ['scan.jpg', windowsExeBytes()],
    ['notes.png', Buffer.from('just some text pretending to be an image')],
  ])('refuses %s whose bytes are not an image or PDF with 415, storing nothing', async (name, bytes) => {
    const res = await submit(validBooking, [
      { name: 'ok.pdf', bytes: minimalPdf() },
      { name, bytes },
    ])
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe(`${name} is not an image or PDF`)
    await expectNothingStored()
  })

  it('refuses a sixth file, storing nothing', async () => {
    const png = await pngImage()
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `page-${i + 1}.png`, bytes: png }))
    const res = await submit(validBooking, files)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('You can attach at most 5 files')
    await expectNothingStored()
  })

  it('accepts exactly five files', async () => {
    const png = await pngImage()
    const files = Array.from({ length: 5 }, (_, i) => ({ name: `page-${i + 1}.png`, bytes: png }))
    const res = await submit(validBooking, files)
    expect(res.statusCode).toBe(201)
    expect(res.json().files).toHaveLength(5)
  })

  it('refuses a file over 10 MB with 413 naming it, storing nothing', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024)])
    const res = await submit(validBooking, [{ name: 'x.pdf', bytes: big }])
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('x.pdf is larger than 10 MB')
    await expectNothingStored()
  })

  it('names the missing or malformed field, storing nothing', async () => {
    const { address: _address, description: _description, ...partial } = validBooking
    const missing = await submit(partial, [{ name: 'a.pdf', bytes: minimalPdf() }])
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('description: say what the booking is for')
    const noAddress = await submit({ ...validBooking, address: '' }, [{ name: 'a.pdf', bytes: minimalPdf() }])
    expect(noAddress.statusCode).toBe(400)
    expect(noAddress.json().message).toBe('address: enter the address (only a lab visit may leave it out)')

    const blank = await submit({ ...validBooking, name: '   ' })
    expect(blank.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'name is required' })

    const badEmail = await submit({ ...validBooking, email: 'asha.example.com' })
    expect(badEmail.json().message).toBe('email must be a valid e-mail address')

    const longName = await submit({ ...validBooking, name: 'x'.repeat(201) })
    expect(longName.json().message).toBe('name must be at most 200 characters')
    await expectNothingStored()
  })

  it('skips an empty file input and accepts the JSON form without files', async () => {
    const emptyInput = await submit(validBooking, [{ name: '', bytes: Buffer.alloc(0) }])
    expect(emptyInput.statusCode).toBe(201)
    expect(emptyInput.json().files).toEqual([])

    const json = await app.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: { ...validBooking, status: 'closed', notes: 'sneaky' },
    })
    expect(json.statusCode).toBe(201)
    expect(json.json()).toMatchObject({ ...validBooking, status: 'new', notes: '', files: [] })

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: { ...validBooking, phone: '' },
    })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json().message).toBe('phone is required')
    expect(await count('bookings')).toBe(2)
  })

  it('stores every one of 100 simultaneous bookings', async () => {
    const png = await pngImage()
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        submit({ ...validBooking, name: `Visitor ${i}` }, [{ name: `photo-${i}.png`, bytes: png }]),
      ),
    )
    // Any refusal is listed with its answer, so a failure says what the visitor was told.
    expect(
      answers.filter((res) => res.statusCode !== 201).map((res) => `${res.statusCode} ${res.body}`),
    ).toEqual([])
    const created = answers
    expect(await count('bookings')).toBe(100)
    expect(await count('booking_files')).toBe(100)
    expect(await filesIn(path.join(privateDir, 'consultations'))).toHaveLength(100)
    expect(new Set(created.map((res) => res.json().id)).size).toBe(100)
  }, 120_000)

  it('replays a retried submission with the same Idempotency-Key instead of storing it twice', async () => {
    const body = await multipartBody(validBooking, [{ name: 'scan.pdf', bytes: minimalPdf() }])
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/consult/consultation',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': 'booking-123' },
      })
    const first = await send()
    const retry = await send()
    expect(first.statusCode).toBe(201)
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json().id).toBe(first.json().id)
    expect(await count('bookings')).toBe(1)
    expect(await count('booking_files')).toBe(1)
  })

  it('e-mails the staff about a new booking, with a link to the admin panel', async () => {
    const outbox = path.join(app.config.dataDir, 'outbox')
    const before = new Set(await filesIn(outbox))
    await submit(validBooking, [{ name: 'prescription.pdf', bytes: minimalPdf() }])
    await app.outbox.idle()
    const added = (await filesIn(outbox)).filter((name) => !before.has(name))
    // One mail to the staff, and the visitor's confirmation with the reference.
    expect(added).toHaveLength(2)
    for (const name of added) expect(name).toMatch(/\.eml$/)
    const mails = await Promise.all(added.map((name) => readFile(path.join(outbox, name), 'utf8')))
    const mail = mails.find((text) => /^To: care@aarogya-diagnostics\.example$/m.test(text)) ?? ''
    expect(mail).toMatch(/^Reply-To: asha@example\.com$/m)
    expect(mail).toMatch(/Subject: New booking AAR-\d{4}-\d{4}-[A-Z2-9]{4} from Asha Rao/)
    expect(mail).toContain('Phone: +919876543210')
    expect(mail).toContain('prescription.pdf')
    expect(mail).toContain(`${app.config.publicUrl}/admin/consultations`)
  })

  it('keeps and acknowledges the booking when the mail server fails, and sends the mail on a later try', async () => {
    const originalSend = app.mailer.send
    let attempts = 0
    app.mailer.send = async () => {
      attempts++
      throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    }
    try {
      const res = await submit(validBooking, [{ name: 'scan.pdf', bytes: minimalPdf() }])
      expect(res.statusCode).toBe(201)
      await app.outbox.idle()
      expect(attempts).toBe(2)
      expect(await count('bookings')).toBe(1)
      const [mail] = await app.knex('outbox').where({ related_id: res.json().id, kind: 'staff-notification' })
      expect(mail).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      })
      expect(new Date(mail.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000)
      const list = await app.inject({ method: 'GET', url: '/api/content/consultations', headers: staff })
      expect(list.json()[0].files[0].name).toBe('scan.pdf')

      app.mailer.send = originalSend
      await app
        .knex('outbox')
        .where({ id: mail.id })
        .update({ next_attempt_at: new Date(Date.now() - 1000) })
      await app.scheduler.runNow('outbox-send')
      const sent = await app.knex('outbox').where({ id: mail.id }).first()
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '', html: null })
    } finally {
      app.mailer.send = originalSend
    }
  })
})

describe('shutting down while a staff e-mail waits for a retry', () =>
  it('closes promptly and keeps the booking', async () => {
    const app = await buildTestApp({ rateLimitForms: 10_000 })
    app.mailer.send = async () => {
      throw new Error('mail server down')
    }
    const res = await app.inject({ method: 'POST', url: '/api/consult/consultation', payload: validBooking })
    expect(res.statusCode).toBe(201)
    const [row] = await app.knex('bookings').where({ id: res.json().id })
    expect(row.name).toBe(validBooking.name)
    const started = Date.now()
    await expect(app.close()).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(5_000)
  }))
