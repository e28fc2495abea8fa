import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { bodyFields, bodyText, bodyValue } from './body-field'

const withBody = (body: unknown) => ({ body }) as FastifyRequest

describe('body fields read before validation', () => {
  it('reads a field of an object body, text only where text is asked for', () => {
    expect(bodyValue(withBody({ amount: '10' }), 'amount')).toBe('10')
    expect(bodyText(withBody({ reference: 'BK-1' }), 'reference')).toBe('BK-1')
    expect(bodyText(withBody({ reference: 42 }), 'reference')).toBeUndefined()
    expect(bodyValue(withBody(Object.assign(Object.create(null), { outcome: 'pay' })), 'outcome')).toBe('pay')
  })

  it('reads any other body as having no such field, without throwing', () => {
    for (const body of [undefined, null, 'reference=BK-1', 7, ['BK-1'], {}]) {
      expect(bodyValue(withBody(body), 'reference')).toBeUndefined()
      expect(bodyText(withBody(body), 'reference')).toBeUndefined()
    }
    expect(bodyValue(withBody({}), 'constructor')).toBeUndefined()
  })

  it('takes the fields of an object body, and no fields from any other', () => {
    expect(bodyFields(withBody({ name: 'CBC', price: 300 }))).toEqual({ name: 'CBC', price: 300 })
    for (const body of [undefined, null, 'name=CBC', 7, ['CBC']])
      expect(bodyFields(withBody(body))).toEqual({})
  })
})
