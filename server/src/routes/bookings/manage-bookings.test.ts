import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { minimalPdf, pngImage, submitBookingForm, validBooking } from './booking-fixtures'

describe('staff work on booking enquiries', () => {
  let app: App
  let staff: { authorization: string }
  let visitor: { authorization: string }

  const book = async (fields: Partial<typeof validBooking> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: { ...validBooking, ...fields },
    })
    expect(res.statusCode).toBe(201)
    return res.json()
  }
  const list = (query = '', headers = staff) =>
    app.inject({ method: 'GET', url: `/api/content/consultations${query}`, headers })
  const patch = (id: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${id}`,
      payload,
      headers: { ...staff, ...headers },
    })

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitForms: 10_000 })
    staff = (await createUserWithToken(app, 'staff')).headers
    visitor = (await createUserWithToken(app, 'visitor')).headers
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })

  it('keeps every staff route closed to visitors and anonymous callers', async () => {
    const { id } = await book()
    const routes = [
      { method: 'GET' as const, url: '/api/content/consultations' },
      { method: 'GET' as const, url: '/api/content/consultations.csv' },
      { method: 'PATCH' as const, url: `/api/consult/consultation/${id}`, payload: { status: 'closed' } },
      { method: 'DELETE' as const, url: `/api/consult/consultation/${id}` },
    ]
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, `${route.method} ${route.url}`).toBe(401)
      expect(
        (await app.inject({ ...route, headers: visitor })).statusCode,
        `${route.method} ${route.url}`,
      ).toBe(403)
    }
    const [stored] = await app.knex('bookings').where({ id })
    expect(stored).toMatchObject({ status: 'new', version: 1 })
    await app.knex('bookings').delete()
  })

  it('lists newest first with paging, search and status filter, and the full count in X-Total-Count', async () => {
    const meera = await book({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      description: 'Thyroid profile',
    })
    const ravi = await book({
      name: 'Ravi Kumar',
      phone: '+91 90000 11111',
      description: 'Diabetes_50% panel',
    })
    const sunil = await book({ name: 'Sunil Das', email: 'SUNIL@Example.com', description: 'Lipid profile' })
    await patch(ravi.id, { status: 'contacted' })

    const all = await list()
    expect(all.headers['x-total-count']).toBe('3')
    expect(all.json().map((c: { name: string }) => c.name)).toEqual(['Sunil Das', 'Ravi Kumar', 'Meera Iyer'])

    const page = await list('?limit=1&offset=1')
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json().map((c: { id: string }) => c.id)).toEqual([ravi.id])

    const byEmail = await list('?q=sunil@EXAMPLE')
    expect(byEmail.json().map((c: { id: string }) => c.id)).toEqual([sunil.id])
    const byDescription = await list('?q=PROFILE')
    expect(byDescription.headers['x-total-count']).toBe('2')
    const byPhone = await list(`?q=${encodeURIComponent('90000 111')}`)
    expect(byPhone.json().map((c: { id: string }) => c.id)).toEqual([ravi.id])
    const wildcardsAreLiteral = await list(`?q=${encodeURIComponent('_50%')}`)
    expect(wildcardsAreLiteral.json().map((c: { id: string }) => c.id)).toEqual([ravi.id])
    expect((await list('?q=%25')).json()).toHaveLength(1)

    const contacted = await list('?status=contacted')
    expect(contacted.json().map((c: { id: string }) => c.id)).toEqual([ravi.id])
    const fresh = await list('?status=new&q=profile')
    expect(fresh.json().map((c: { id: string }) => c.id)).toEqual([sunil.id, meera.id])

    const badStatus = await list('?status=lost')
    expect(badStatus.statusCode).toBe(400)
    expect(badStatus.json().message).toMatch(/status/)
    expect((await list('?limit=0')).statusCode).toBe(400)
    await app.knex('bookings').delete()
  })

  it('updates status and notes, bumping the version, and refuses a stale If-Match with 412', async () => {
    const { id } = await book()
    const first = await patch(
      id,
      { status: 'contacted', notes: 'Called, will visit Monday' },
      { 'if-match': '"1"' },
    )
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toBe('"2"')
    expect(first.json()).toMatchObject({
      status: 'contacted',
      notes: 'Called, will visit Monday',
      version: 2,
    })

    const notesOnly = await patch(id, { notes: 'Visit booked for Monday 9 am' })
    expect(notesOnly.json()).toMatchObject({
      status: 'contacted',
      notes: 'Visit booked for Monday 9 am',
      version: 3,
    })

    const stale = await patch(id, { status: 'closed' }, { 'if-match': '"2"' })
    expect(stale.statusCode).toBe(412)
    expect(stale.json().current).toMatchObject({ id, status: 'contacted', version: 3 })
    const [row] = await app.knex('bookings').where({ id })
    expect(row).toMatchObject({ status: 'contacted', version: 3 })

    const badStatus = await patch(id, { status: 'archived' })
    expect(badStatus.statusCode).toBe(400)
    expect(badStatus.json().message).toMatch(/status/)
    const nothing = await patch(id, {})
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().message).toBe('Send status or notes to change')
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { status: 'closed' })
    expect(unknown.statusCode).toBe(404)
    expect((await app.knex('bookings').where({ id }).first()).version).toBe(3)

    const audit = await app.knex('audit_log').where({ entity: 'booking', entity_id: id })
    expect(audit).toHaveLength(2)
    expect(JSON.stringify(audit)).not.toContain('Monday')
  })

  it('lists each booking with its files, read in the same query as the page', async () => {
    await app.knex('bookings').delete()
    const withFiles = await submitBookingForm(app, validBooking, [
      { name: 'prescription.pdf', bytes: minimalPdf() },
      { name: 'photo.png', bytes: await pngImage() },
    ])
    expect(withFiles.statusCode).toBe(201)
    const without = await book({ name: 'No Files' })

    const sql: string[] = []
    const onQuery = (query: { sql: string }) => sql.push(query.sql)
    app.knex.on('query', onQuery)
    try {
      const res = await list()
      expect(res.statusCode).toBe(200)
      const shown = res.json() as { id: string; files: { name: string; type: string }[] }[]
      expect(shown.map((booking) => booking.id)).toEqual([without.id, withFiles.json().id])
      expect(shown[0].files).toEqual([])
      // Attached together, so in name order.
      expect(shown[1].files.map((file) => [file.name, file.type])).toEqual([
        ['photo.png', 'image/png'],
        ['prescription.pdf', 'application/pdf'],
      ])
    } finally {
      app.knex.off('query', onQuery)
    }
    const one = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${withFiles.json().id}`,
      headers: staff,
    })
    expect(one.json().files).toEqual((await list()).json()[1].files)
    // One query reads the page with its files (a page short of the limit needs no count either).
    expect(sql.filter((text) => /from "bookings"/i.test(text))).toHaveLength(1)
    expect(sql.filter((text) => /^select .* from "booking_files"/i.test(text))).toEqual([])
    await app.knex('bookings').delete()
  })

  it('deletes an enquiry with its files from disk', async () => {
    const created = (
      await submitBookingForm(app, validBooking, [
        { name: 'prescription.pdf', bytes: minimalPdf() },
        { name: 'photo.png', bytes: await pngImage() },
      ])
    ).json()
    const storedNames: string[] = await app
      .knex('booking_files')
      .where({ booking_id: created.id })
      .pluck('stored_name')
    const onDisk = storedNames.map((name) => path.join(app.config.dataDir, 'private', 'consultations', name))
    expect(onDisk.every((file) => existsSync(file))).toBe(true)

    const stale = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${created.id}`,
      headers: { ...staff, 'if-match': '"7"' },
    })
    expect(stale.statusCode).toBe(412)
    expect(onDisk.every((file) => existsSync(file))).toBe(true)

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${created.id}`,
      headers: staff,
    })
    expect(res.statusCode).toBe(204)
    expect(onDisk.some((file) => existsSync(file))).toBe(false)
    expect(await app.knex('bookings').where({ id: created.id })).toEqual([])
    expect(await app.knex('booking_files').where({ booking_id: created.id })).toEqual([])
    const download = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${created.id}/files/${created.files[0].id}`,
      headers: staff,
    })
    expect(download.statusCode).toBe(404)
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${created.id}`,
      headers: staff,
    })
    expect(again.statusCode).toBe(404)
  })

  it('exports the filtered enquiries as CSV with quoting and formula cells neutralized', async () => {
    await app.knex('bookings').delete()
    await book({ name: 'Plain Person', description: 'Routine checkup' })
    const tricky = await book({
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '4 Lake Road,\nBengaluru',
      description: '@SUM(A1) and "quotes", more',
    })
    await patch(tricky.id, { status: 'booked', notes: '-1 sample pending' })

    const res = await app.inject({ method: 'GET', url: '/api/content/consultations.csv', headers: staff })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true)
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Submitted at,Name,E-mail,Phone,Address,Description,Status,Notes,Files,Id,' +
        'Reference,Date,Slot,Collection,Booked,Persons,Total,Currency',
    )
    expect(lines[1]).toBe(
      `${tricky.submittedAt},"'=HYPERLINK(""http://evil.example"",""Click"")",asha@example.com,'+919876543210,` +
        `"4 Lake Road,\nBengaluru","'@SUM(A1) and ""quotes"", more",booked,'-1 sample pending,,${tricky.id},` +
        `${tricky.reference},,,,,0,,`,
    )
    expect(lines[2]).toMatch(/,Plain Person,.*,Routine checkup,new,,,/)
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')

    const filtered = await app.inject({
      method: 'GET',
      url: '/api/content/consultations.csv?status=booked',
      headers: staff,
    })
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2)
    expect(filtered.body).not.toContain('Plain Person')
  })
})
