import type { StaffEvent } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { validBooking } from '../bookings/booking-fixtures'
import { shortName, shortWhat } from './event-notices'
import { MAX_STREAMS_PER_USER } from './event-streams'

/** A real SSE client over HTTP: collects `event:`/`data:` blocks and comment lines as they arrive. */
async function openStream(base: string, init: { headers?: Record<string, string>; query?: string } = {}) {
  const controller = new AbortController()
  const response = await fetch(`${base}/api/events${init.query ?? ''}`, {
    headers: init.headers,
    signal: controller.signal,
  })
  const events: { event: string; data: unknown }[] = []
  let text = ''
  const waiters: (() => void)[] = []
  let ended = false
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          text += value
          let end = text.indexOf('\n\n')
          while (end >= 0) {
            const block = text.slice(0, end)
            text = text.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (event && data) events.push({ event, data: JSON.parse(data) })
            for (const wake of waiters.splice(0)) wake()
            end = text.indexOf('\n\n')
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true
    })()
  }
  const next = async (match: (event: { event: string; data: unknown }) => boolean, timeoutMs = 1000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = events.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, left)
      })
    }
  }
  return { response, events, next, close: () => controller.abort(), hasEnded: () => ended }
}

const isBooking = (id: string) => (event: { event: string; data: unknown }) =>
  event.event === 'change' && (event.data as StaffEvent).id === id

let app: App
let base: string
let staff: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp()
  // Port 0: the system picks a free one, so parallel test files never collide.
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  staff = (await createUserWithToken(app, 'staff')).headers
})
afterAll(async () => {
  // An open stream must not keep the server from shutting down; the server ends it.
  const open = await openStream(base, { headers: staff })
  await app.close()
  for (let tries = 0; !open.hasEnded() && tries < 50; tries++) await new Promise((r) => setTimeout(r, 20))
  if (!open.hasEnded()) throw new Error('closing the server left an event stream open')
})

const book = (target: App, name = 'Priya Sharma') =>
  target.inject({
    method: 'POST',
    url: '/api/consult/consultation',
    payload: { ...validBooking, name, description: 'Thyroid profile\nI am on thyroxine 50 mcg' },
  })

describe('the staff event stream', () => {
  it('announces a new booking to staff as it is stored, with only a short notice', async () => {
    const stream = await openStream(base, { headers: staff })
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
    const created = await book(app)
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    const event = await stream.next(isBooking(id))
    expect(event.data).toEqual({
      resource: 'booking',
      id,
      kind: 'created',
      notice: { who: 'Priya S.', what: 'Thyroid profile' },
    })
    stream.close()
  })

  it('announces contact messages with their subject, and record changes without a notice', async () => {
    const stream = await openStream(base, { headers: staff })
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'ravi@example.test', subject: 'Home collection?', message: 'Hello' },
    })
    expect(message.statusCode).toBe(201)
    const { _id: messageId } = message.json()
    const event = await stream.next(isBooking(messageId))
    expect(event.data).toMatchObject({
      resource: 'contact-message',
      notice: { who: 'Ravi', what: 'Home collection?' },
    })

    const updated = await app.inject({
      method: 'PATCH',
      url: `/api/contact/${messageId}`,
      headers: staff,
      payload: { status: 'read' },
    })
    expect(updated.statusCode).toBe(200)
    await stream.next(
      (e) => (e.data as StaffEvent).id === messageId && (e.data as StaffEvent).kind === 'updated',
    )
    const change = stream.events.find((e) => (e.data as StaffEvent).kind === 'updated')?.data
    expect(change).toEqual({ resource: 'contact-message', id: messageId, kind: 'updated' })
    stream.close()
  })

  it('refuses anonymous clients (401) and visitors (403)', async () => {
    const visitor = (await createUserWithToken(app, 'visitor')).headers
    expect((await openStream(base)).response.status).toBe(401)
    expect((await openStream(base, { headers: visitor })).response.status).toBe(403)
    const ticket = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: visitor })
    expect(ticket.statusCode).toBe(403)
  })

  it('refuses a ticket given twice in the address with 400, not a server error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events?ticket=a&ticket=b' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('querystring ticket must be given once')
  })

  it('lets a browser in with a single-use ticket, never twice', async () => {
    const issued = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: staff })
    expect(issued.statusCode).toBe(201)
    const { ticket, expiresInSeconds } = issued.json()
    expect(expiresInSeconds).toBe(30)
    const stream = await openStream(base, { query: `?ticket=${encodeURIComponent(ticket)}` })
    expect(stream.response.status).toBe(200)
    const { id } = (await book(app, 'Meera Iyer')).json()
    expect((await stream.next(isBooking(id))).data).toMatchObject({ notice: { who: 'Meera I.' } })
    stream.close()

    const again = await openStream(base, { query: `?ticket=${encodeURIComponent(ticket)}` })
    expect(again.response.status).toBe(401)
    expect(((await again.response.json()) as { message: string }).message).toMatch(/used up or has expired/)
    expect((await openStream(base, { query: '?ticket=made-up' })).response.status).toBe(401)
  })

  it('ends a stream within a second of its session ending: logout, a ticket bought with it, a demotion', async () => {
    const loggingOut = await createUserWithToken(app, 'staff')
    const byHeader = await openStream(base, { headers: loggingOut.headers })
    const issued = await app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: loggingOut.headers,
    })
    const byTicket = await openStream(base, { query: `?ticket=${encodeURIComponent(issued.json().ticket)}` })
    const demoted = await createUserWithToken(app, 'staff')
    const ofDemoted = await openStream(base, { headers: demoted.headers })
    const bystander = await openStream(base, { headers: staff })
    for (const stream of [byHeader, byTicket, ofDemoted, bystander]) expect(stream.response.status).toBe(200)

    const logout = await app.inject({ method: 'POST', url: '/api/user/logout', headers: loggingOut.headers })
    expect(logout.statusCode).toBe(200)
    // What the CLI or another process does: the role changes and the token version moves on.
    await app
      .knex('users')
      .where({ id: demoted.user.id })
      .update({ role: 'visitor', token_version: app.knex.raw('token_version + 1') })
    await expect
      .poll(() => [byHeader, byTicket, ofDemoted].map((s) => s.hasEnded()), { timeout: 5_000 })
      .toEqual([true, true, true])
    // Nothing more reaches them; a colleague's stream goes on and hears the next booking.
    const id = (await book(app, 'Meera Nair')).json().id
    await bystander.next(isBooking(id))
    expect([byHeader, byTicket, ofDemoted].some((s) => s.events.some(isBooking(id)))).toBe(false)
    bystander.close()
  })

  it('caps the open streams per user and frees a slot when a client disconnects', async () => {
    const capped = (await createUserWithToken(app, 'staff')).headers
    const open = []
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await openStream(base, { headers: capped }))
    expect(open.every((stream) => stream.response.status === 200)).toBe(true)
    const refused = await openStream(base, { headers: capped })
    expect(refused.response.status).toBe(429)
    open[0]?.close()
    await expect
      .poll(async () => {
        const retry = await openStream(base, { headers: capped })
        retry.close()
        return retry.response.status
      })
      .toBe(200)
    for (const stream of open) stream.close()
  })
})

describe('notice text', () => {
  it('keeps a first name and an initial, and the first line of what was asked, cut short', () => {
    expect(shortName('  Priya   Sharma ')).toBe('Priya S.')
    expect(shortName('Ravi')).toBe('Ravi')
    expect(shortName('Anand Kumar reddy')).toBe('Anand R.')
    expect(shortWhat('Thyroid profile\nMedicines: …')).toBe('Thyroid profile')
    expect(shortWhat('Full body checkup with vitamin D, B12, lipid profile and HbA1c for two adults')).toBe(
      'Full body checkup with vitamin D, B12, lipid profile and…',
    )
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('across server processes on PostgreSQL', () => {
  let other: App
  beforeAll(async () => {
    other = await buildApp({ ...app.config })
    await other.ready()
  })
  afterAll(() => other?.close())

  it('delivers a booking handled by another process to the stream of this one', async () => {
    const stream = await openStream(base, { headers: staff })
    const created = await book(other, 'Kavya Nair')
    const { id } = created.json()
    const event = await stream.next(isBooking(id))
    expect(event.data).toMatchObject({ resource: 'booking', notice: { who: 'Kavya N.' } })
    stream.close()
  })

  it('redeems a ticket issued by another process', async () => {
    const { ticket } = (
      await other.inject({ method: 'POST', url: '/api/events/ticket', headers: staff })
    ).json()
    const stream = await openStream(base, { query: `?ticket=${ticket}` })
    expect(stream.response.status).toBe(200)
    stream.close()
  })
})

describe('request logs', () => {
  it('never show a stream pass', async () => {
    const { redactQuery } = await import('../../request-log-controller')
    expect(redactQuery('/api/events?ticket=abc_DEF-1&limit=1')).toBe('/api/events?ticket=[redacted]&limit=1')
  })
})
