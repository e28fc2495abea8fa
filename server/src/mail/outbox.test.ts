import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { validBooking } from '../routes/bookings/booking-fixtures'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'
import { createSharedTestDatabase } from '../testing/shared-test-database'
import { retryDelayMs } from './outbox-repository'

/** A free port in this test's range (3400-3499). */
async function freePort(): Promise<number> {
  for (let port = 3400 + Math.floor(Math.random() * 50); port < 3500; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port in 3400-3499')
}

/** A real SMTP server on `port` that keeps every message it receives. */
async function startSmtpServer(port: number) {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let message = ''
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push(message)
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('the mail outbox', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
    cleanups.length = 0
  })

  it('keeps a staff e-mail queued while the SMTP server is down and sends it after the server restarts', async () => {
    const shared = await createSharedTestDatabase()
    cleanups.push(shared.drop)
    const port = await freePort()
    const config = {
      database: shared.database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      staffNotifyEmail: 'desk@lab.example',
      rateLimitForms: 1_000,
    }

    const first = await buildTestApp(config)
    const booked = await first.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: validBooking,
    })
    expect(booked.statusCode).toBe(201)
    await first.outbox.idle()
    const [waiting] = await first
      .knex('outbox')
      .where({ related_id: booked.json().id, kind: 'staff-notification' })
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, kind: 'staff-notification' })
    expect(waiting.last_error).toMatch(/ECONNREFUSED/)
    await first.close()

    const smtp = await startSmtpServer(port)
    cleanups.push(smtp.close)
    const second = await buildTestApp({ ...config, schedulerEnabled: true })
    cleanups.push(() => second.close())
    // The restart made every waiting mail due and started sending (onReady): wait for that run, then
    // one more pass, instead of a wall-clock deadline a loaded machine could miss.
    await second.outbox.idle()
    await second.outbox.sendDue()
    await second.outbox.idle()
    // The staff notice and the visitor's confirmation were both waiting.

    expect(smtp.received).toHaveLength(2)
    const staffMail = smtp.received.find((mail) => /^To: desk@lab\.example\r?$/m.test(mail)) ?? ''
    expect(staffMail).toMatch(/Subject: New booking AAR-\d{4}-\d{4}-[A-Z2-9]{4} from Asha Rao/)
    expect(smtp.received.some((mail) => /^To: asha@example\.com\r?$/m.test(mail))).toBe(true)
    const [sent] = await second.knex('outbox').where({ id: waiting.id })
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '', html: null })
  }, 60_000)

  it('retries with exponential backoff for at least a day, then shows the failure to admins, who can retry it', async () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000])
    const app = await buildTestApp({ staffNotifyEmail: 'desk@lab.example' })
    cleanups.push(() => app.close())
    const admin = (await createUserWithToken(app, 'admin')).headers
    const staff = (await createUserWithToken(app, 'staff')).headers
    const send = app.mailer.send
    app.mailer.send = async () => {
      throw new Error('421 mail server busy')
    }
    await app.inject({ method: 'POST', url: '/api/consult/consultation', payload: validBooking })
    await app.outbox.idle()
    const [mail] = await app.knex('outbox').where({ kind: 'staff-notification' })
    // Every later try fails too until the day is over.
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000)
    await app.knex('outbox').update({ next_attempt_at: dayAgo, give_up_at: new Date(Date.now() - 1000) })
    await app.scheduler.runNow('outbox-send')

    const list = await app.inject({ method: 'GET', url: '/api/admin/mail?status=failed', headers: admin })
    expect(list.statusCode).toBe(200)
    // The staff notice and the visitor's booking confirmation both failed.
    expect(list.headers['x-total-count']).toBe('2')
    expect(list.json().find((row: { id: string }) => row.id === mail.id)).toMatchObject({
      id: mail.id,
      kind: 'staff-notification',
      recipient: 'staff',
      status: 'failed',
      attempts: 2,
      lastError: '421 mail server busy',
    })
    expect(list.json()[0]).not.toHaveProperty('text')
    expect((await app.inject({ method: 'GET', url: '/api/admin/mail', headers: staff })).statusCode).toBe(403)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/mail/${mail.id}/retry`,
          payload: {},
          headers: staff,
        })
      ).statusCode,
    ).toBe(403)

    app.mailer.send = send
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${mail.id}/retry`,
      payload: {},
      headers: admin,
    })
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ id: mail.id, status: 'sent', attempts: 3, lastError: null })
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/mail/${mail.id}/retry`,
      payload: {},
      headers: admin,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This mail is already sent')
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
      payload: {},
      headers: admin,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('writes the mail with its record: a booking that is not stored leaves no mail', async () => {
    const app = await buildTestApp()
    cleanups.push(() => app.close())
    await app.knex.raw("alter table outbox add constraint refuse_all check (kind = 'none') not valid")
    const res = await app.inject({ method: 'POST', url: '/api/consult/consultation', payload: validBooking })
    expect(res.statusCode).toBe(400)
    expect(await app.knex('bookings')).toEqual([])
    expect(await app.knex('outbox')).toEqual([])
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the outbox with two server processes on one PostgreSQL',
  () => {
    it('sends each mail exactly once when both send at the same time', async () => {
      const shared = await createSharedTestDatabase()
      const apps: App[] = [
        await buildTestApp({ database: shared.database }),
        await buildTestApp({ database: shared.database }),
      ]
      try {
        const sent: string[][] = [[], []]
        apps.forEach((app, i) => {
          app.mailer.send = async (message) => {
            await new Promise((r) => setTimeout(r, 2))
            sent[i].push(message.subject)
          }
        })
        for (let i = 0; i < 60; i++) {
          await apps[0].outbox.repository.insert({
            kind: 'test',
            to: 'desk@lab.example',
            subject: `mail ${i}`,
            text: 'x',
          })
        }
        await Promise.all(apps.map((app) => app.outbox.sendDue()))
        const all = [...sent[0], ...sent[1]]
        expect(all).toHaveLength(60)
        expect(new Set(all).size).toBe(60)
        expect(sent[0].length).toBeGreaterThan(0)
        expect(sent[1].length).toBeGreaterThan(0)
        expect(await apps[0].knex('outbox').whereNot({ status: 'sent' })).toEqual([])
      } finally {
        for (const app of apps) await app.close()
        await shared.drop()
      }
    }, 60_000)
  },
)
