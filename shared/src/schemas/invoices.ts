import { type Static, Type } from 'typebox'
import { Id } from './common'

/** One issued invoice in the lab's register: kept, with what it was for, after its booking goes. */
export const InvoiceRegisterEntry = Type.Object({
  id: Id,
  number: Type.String({ description: 'INV/2026-27/000001' }),
  issuedOn: Type.String({ description: 'YYYY-MM-DD' }),
  reference: Type.String({ description: 'the booking reference it was issued for' }),
  billedTo: Type.String({ description: "who was billed ('' after the person's erasure)" }),
  total: Type.Number(),
  currency: Type.String(),
  bookingId: Type.Union([Id, Type.Null()], { description: 'null once the booking was deleted' }),
})
export type InvoiceRegisterEntry = Static<typeof InvoiceRegisterEntry>

export const InvoiceRegisterQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'matches the number, reference or name' })),
  financialYear: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'e.g. 2026-27' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
})
export type InvoiceRegisterQuery = Static<typeof InvoiceRegisterQuery>
