import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { MESSAGES } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { manualClock } from '../../lib/infrastructure/clock'
import { buildTestApp } from '../../testing/build-test-app'
import { guest, postBooking, seedCalendar } from '../bookings/bookings-test-kit'
import { CODE_SENT } from './sign-in-by-code'

const { signInCodeBurned: CODE_BURNED, signInCodeExpired: CODE_EXPIRED } = MESSAGES

describe('sign in with a code sent by SMS', () => {
  let app: App
  const clock = manualClock(new Date('2026-12-01T09:00:00Z'))
  const smsDir = () => path.join(app.config.dataDir, 'outbox', 'sms')

  const ask = (phone: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone }, headers })
  const verify = (phone: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone, code } })

  /** The SMS files written so far, oldest first (no SMS provider configured: the dev outbox). */
  async function smsFiles(): Promise<
    { to: string; template: string; language: string; text: string; params: string[] }[]
  > {
    await app.outbox.idle()
    const names = (await readdir(smsDir()).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
    return Promise.all(
      names.map(async (name) => JSON.parse(await readFile(path.join(smsDir(), name), 'utf8'))),
    )
  }
  const lastCode = async () => (await smsFiles()).at(-1)?.params[0] as string

  beforeAll(async () => {
    app = await buildTestApp({ clock, rateLimitAuth: 20, rateLimitForms: 10_000 })
    await seedCalendar(app)
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })
  beforeEach(async () => {
    await app.outbox.idle()
    await rm(smsDir(), { recursive: true, force: true })
    await app.knex('sign_in_codes').delete()
  })

  it('answers 202 alike for any number and texts a six-digit code, kept only hashed', async () => {
    const res = await ask('098450 12345', { 'accept-language': 'hi' })
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ message: CODE_SENT })
    const [sms] = await smsFiles()
    expect(sms).toMatchObject({ to: '+919845012345', template: 'sign_in_code', language: 'hi' })
    expect(sms.params[0]).toMatch(/^\d{6}$/)
    expect(sms.text).toContain(`${sms.params[0]} आपका साइन-इन कोड है`)
    const [row] = await app.knex('sign_in_codes').where({ phone: '+919845012345' })
    expect(row.code_hash).not.toContain(sms.params[0])
    expect((await ask('12345')).json().message).toMatch(/^phone must be a 10-digit Indian mobile/)
  })

  it('makes an unknown number a visitor account with the login answer, whose guest bookings join it', async () => {
    const booked = (
      await postBooking(app, { ...guest, email: 'guest@example.com', phone: '99887 76655' })
    ).json()
    await ask('+91 99887 76655')
    const res = await verify('9988776655', await lastCode())
    expect(res.statusCode).toBe(200)
    const answer = res.json()
    expect(Object.keys(answer).sort()).toEqual(['deviceToken', 'token', 'user'])
    expect(answer.user).toMatchObject({ phone: '+919988776655', role: 'visitor', name: '', email: '' })
    const [booking] = await app.knex('bookings').where({ id: booked.id })
    expect(booking.user_id).toBe(answer.user.id)
    const mine = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${answer.token}` },
    })
    expect(mine.statusCode).toBe(200)
    // A booking made later with the proved number joins the account at once.
    const later = (
      await postBooking(app, { ...guest, email: 'other@example.com', phone: '9988776655' })
    ).json()
    expect((await app.knex('bookings').where({ id: later.id }).first()).user_id).toBe(answer.user.id)

    // The same number again signs the same account in, and a code works once.
    await ask('9988776655')
    const code = await lastCode()
    expect((await verify('9988776655', code)).json().user.id).toBe(answer.user.id)
    const again = await verify('9988776655', code)
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe(CODE_EXPIRED)
  })

  it('signs an existing account with that number in', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Meera',
        email: 'meera@example.com',
        password: 'correct horse battery',
        phone: '97000 00001',
      },
    })
    await ask('9700000001')
    const res = await verify('9700000001', await lastCode())
    expect(res.json().user).toMatchObject({ id: signup.json().user.id, name: 'Meera' })
  })

  it('lets a code expire after 10 minutes by the clock', async () => {
    await ask('9600000001')
    const code = await lastCode()
    clock.advance(10 * 60_000 + 1)
    const late = await verify('9600000001', code)
    expect(late.statusCode).toBe(401)
    expect(late.json().message).toBe(CODE_EXPIRED)
    await ask('9600000001')
    const fresh = await lastCode()
    clock.advance(9 * 60_000)
    expect((await verify('9600000001', fresh)).statusCode).toBe(200)
  })

  it('burns the code after 5 wrong tries, even the right one is refused then', async () => {
    await ask('9500000001')
    const code = await lastCode()
    const wrong = code === '000000' ? '111111' : '000000'
    const left: string[] = []
    for (let i = 0; i < 4; i++) {
      const res = await verify('9500000001', wrong)
      expect(res.statusCode).toBe(401)
      left.push(res.json().message)
    }
    expect(left).toEqual(Array(4).fill(MESSAGES.signInCodeWrong))
    expect((await verify('9500000001', wrong)).json().message).toBe(CODE_BURNED)
    expect((await verify('9500000001', code)).json()).toMatchObject({ message: CODE_EXPIRED })
  })

  it('sends at most 3 codes a quarter hour to one number, answering the same after', async () => {
    for (let i = 0; i < 5; i++) expect((await ask('9400000001')).statusCode).toBe(202)
    expect(await smsFiles()).toHaveLength(3)
  })
})
