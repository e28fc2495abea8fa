import { EMAIL_VERIFICATION_HOURS } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { deliveredMails, deliveredMailTo } from '../../testing/delivered-mails'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from '../bookings/bookings-test-kit'
import { createVerificationTokens } from './email-verification'

describe('a guest who signs up later sees every booking made with a proved address', () => {
  let app: App

  beforeAll(async () => {
    ;({ app } = await startBookingApp({ rateLimitAuth: 1_000 }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('users').where('email', 'like', '%@family.example').delete()
  })

  const bookAsGuest = async (email: string) => {
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const res = await postBooking(app, {
      ...guest,
      email,
      collectionType: 'lab',
      preferredDate: date,
      slotId,
    })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; reference: string }
  }
  const register = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Meera Iyer', email, password: 'a long enough password', phone: '9876543210' },
    })
    expect(res.statusCode).toBe(201)
    return { authorization: `Bearer ${res.json().token}` }
  }
  const verificationToken = async (email: string) => {
    const mail = await deliveredMailTo(app, email, 'Confirm your e-mail address')
    const link = mail.match(/https?:\/\/\S+\/profile#verify=(\S+)/)
    expect(link).not.toBeNull()
    return link?.[1] as string
  }
  const myReferences = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/user/bookings', headers }))
      .json()
      .map((booking: { reference: string }) => booking.reference)
      .sort()

  it('mails the link on sign-up, and the link brings every earlier and later booking of that address', async () => {
    const first = await bookAsGuest('meera@family.example')
    const second = await bookAsGuest('MEERA@family.example')
    const someoneElse = await bookAsGuest('ravi@family.example')
    const me = await register('meera@family.example')
    expect(await myReferences(me)).toEqual([])
    const token = await verificationToken('meera@family.example')

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/email-verification/confirm',
      payload: { token },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({
      claimed: 2,
      message: 'meera@family.example is confirmed: 2 earlier bookings are now under My bookings.',
    })
    expect(await myReferences(me)).toEqual([first.reference, second.reference].sort())
    const profile = await app.inject({ method: 'GET', url: '/api/user/me', headers: me })
    expect(profile.json().emailVerified).toBe(true)

    // Booked later as a guest, on any device, with the proved address: it is theirs too.
    const later = await bookAsGuest('meera@family.example')
    expect(await myReferences(me)).toContain(later.reference)
    expect(await myReferences(me)).not.toContain(someoneElse.reference)
    const audited = await app.knex('audit_log').where({ entity: 'user', action: 'update' })
    expect(audited.some((row) => JSON.stringify(row.after).includes('"bookingsClaimed":2'))).toBe(true)
  })

  it('sends the link on request only while unproved, and refuses a changed or foreign token', async () => {
    const me = await register('asha@family.example')
    // Nothing booked with the address: sign-up sends no mail of its own.
    expect(await deliveredMails(app, 'Confirm your e-mail address')).toHaveLength(0)
    const asked = await app.inject({ method: 'POST', url: '/api/user/email-verification', headers: me })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(
      `We sent a link to asha@family.example. It works for ${EMAIL_VERIFICATION_HOURS} hours.`,
    )
    const token = await verificationToken('asha@family.example')
    const confirm = (value: string) =>
      app.inject({ method: 'POST', url: '/api/user/email-verification/confirm', payload: { token: value } })
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x.y.z', 'nonsense']) {
      const refused = await confirm(wrong)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(
        'This confirmation link is wrong or has expired: ask for a new one under My bookings.',
      )
    }
    expect(
      (await app.knex('users').where({ email: 'asha@family.example' }).first()).email_verified_at,
    ).toBeNull()
    expect((await confirm(token)).json()).toEqual({
      claimed: 0,
      message: 'asha@family.example is confirmed.',
    })
    const again = await app.inject({ method: 'POST', url: '/api/user/email-verification', headers: me })
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toBe('asha@family.example is already confirmed.')
    expect((await app.inject({ method: 'POST', url: '/api/user/email-verification' })).statusCode).toBe(401)
  })
})

describe('verification tokens', () => {
  const user = { id: '6f1c2a8e-0000-4000-8000-000000000001', email: 'meera@family.example' }

  it('prove one address of one account until EMAIL_VERIFICATION_HOURS have passed', () => {
    let now = Date.parse('2026-11-26T10:00:00Z')
    const tokens = createVerificationTokens('a signing secret', () => now)
    const token = tokens.issue(user)
    expect(tokens.userIdOf(token)).toBe(user.id)
    expect(tokens.matches(token, user)).toBe(true)
    expect(tokens.matches(token, { ...user, email: 'MEERA@family.example ' })).toBe(true)
    // An account whose address changed since the mail proves nothing with it.
    expect(tokens.matches(token, { ...user, email: 'other@family.example' })).toBe(false)
    now += EMAIL_VERIFICATION_HOURS * 3_600_000 + 1_000
    expect(tokens.userIdOf(token)).toBeNull()
  })
})
