import type { BookingFields, BookingTotal } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { assertExpectedTotal, bookingFieldsOf, bookingOwnerOf, identifyCaller } from './submit-booking-steps'

const inr = { currencyCode: 'INR', locale: 'en-IN' }
const totalOf = (total: number): BookingTotal => ({
  items: total,
  familyDiscount: 0,
  collectionFee: 0,
  total,
  currency: 'INR',
  priceOnRequest: false,
})

describe('bookingFieldsOf: a form as the body schema reads it', () => {
  it('trims text, parses the lists and the member count, and leaves blank optional fields out', () => {
    const fields = bookingFieldsOf({
      name: '  Asha Rao ',
      phone: ' +919812345678',
      items: '[{"type":"service","id":"s1"}]',
      familyMembers: '3',
      email: '',
      pincode: '  ',
      expectedTotal: '',
    })
    expect(fields).toEqual({
      name: 'Asha Rao',
      phone: '+919812345678',
      items: [{ type: 'service', id: 's1' }],
      familyMembers: 3,
    })
  })

  it('keeps a blank required field, so the schema names it', () => {
    expect(bookingFieldsOf({ name: '   ', phone: '+919812345678' })).toEqual({
      name: '',
      phone: '+919812345678',
    })
  })

  it('refuses items that are not a JSON list, naming the field', () => {
    expect(() => bookingFieldsOf({ items: 'blood test' })).toThrow(/items/)
  })
})

describe('assertExpectedTotal: the price the visitor confirmed', () => {
  it('lets the booking through without a confirmed total, or with the same one to the paisa', () => {
    expect(() => assertExpectedTotal(undefined, totalOf(1799), inr)).not.toThrow()
    expect(() => assertExpectedTotal(1799.001, totalOf(1799), inr)).not.toThrow()
  })

  it('answers 409 naming both totals and carrying the new one when a price moved', () => {
    let refused: (Error & { statusCode?: number; total?: BookingTotal }) | undefined
    try {
      assertExpectedTotal(1500, totalOf(1799), inr)
    } catch (error) {
      refused = error as typeof refused
    }
    expect(refused?.statusCode).toBe(409)
    expect(refused?.message).toContain('now ₹1,799, not ₹1,500')
    expect(refused?.total?.total).toBe(1799)
  })
})

describe('who books, and whose booking it is', () => {
  let app: App
  // The request as the auth plugin reads it: its Authorization header, verified as @fastify/jwt does.
  const request = (authorization?: string) =>
    ({
      headers: authorization ? { authorization } : {},
      jwtVerify: async () => app.jwt.verify((authorization ?? '').replace(/^Bearer /, '')),
    }) as unknown as FastifyRequest
  const sent = (source?: 'walk-in') =>
    ({ name: 'Asha Rao', phone: '+919812345678', ...(source ? { source } : {}) }) as BookingFields

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('reads a visitor from any token or none, and a walk-in only from staff', async () => {
    const visitor = await createUserWithToken(app, 'visitor')
    const staff = await createUserWithToken(app, 'staff')
    expect((await identifyCaller(app, request(), sent())).walkIn).toBe(false)
    expect((await identifyCaller(app, request(staff.headers.authorization), sent('walk-in'))).walkIn).toBe(
      true,
    )
    await expect(
      identifyCaller(app, request(visitor.headers.authorization), sent('walk-in')),
    ).rejects.toMatchObject({ statusCode: 403 })
    await expect(identifyCaller(app, request('Bearer not-a-token'), sent('walk-in'))).rejects.toMatchObject({
      statusCode: 403,
    })
  })

  it('gives the booking to the signed-in visitor; a stale token books as a guest', async () => {
    const visitor = await createUserWithToken(app, 'visitor')
    const contact = { walkIn: false, email: 'someone@example.test', phone: '+919800000001' }
    expect(await bookingOwnerOf(app, request(visitor.headers.authorization), contact)).toBe(visitor.user.id)
    expect(await bookingOwnerOf(app, request('Bearer not-a-token'), contact)).toBeNull()
    await app.usersRepository.endSessions(visitor.user.id)
    expect(await bookingOwnerOf(app, request(visitor.headers.authorization), contact)).toBeNull()
  })

  it("gives a guest's or walk-in's booking to the account that proved its e-mail, never to the desk", async () => {
    const owner = await createUserWithToken(app, 'visitor', { email: 'Proved@Example.test' })
    const staff = await createUserWithToken(app, 'staff')
    const booking = { email: 'proved@example.test', phone: '+919800000002' }
    expect(await bookingOwnerOf(app, request(), { walkIn: false, ...booking })).toBeNull()
    await app.usersRepository.markEmailVerified(owner.user.id)
    expect(await bookingOwnerOf(app, request(), { walkIn: false, ...booking })).toBe(owner.user.id)
    expect(
      await bookingOwnerOf(app, request(staff.headers.authorization), { walkIn: true, ...booking }),
    ).toBe(owner.user.id)
    expect(
      await bookingOwnerOf(app, request(staff.headers.authorization), {
        walkIn: true,
        email: '',
        phone: '+919800000003',
      }),
    ).toBeNull()
  })
})
