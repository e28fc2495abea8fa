import { type Static, Type } from 'typebox'
import {
  DESK_PAYMENT_METHODS,
  LABEL_SIZES,
  MAX_LABEL_TUBES,
  PAYMENT_METHODS,
  RECEIPT_SIZES,
} from '../constants'
import { Id } from './common'

/**
 * A string from a fixed list, as `enum` rather than a union of literals: a refusal can then name the
 * allowed values ("method must be one of cash, upi or card").
 */
const oneOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values], ...(description ? { description } : {}) }))

export const PaymentMethodSchema = oneOf(PAYMENT_METHODS)
/** What staff may record at the desk: `online` entries come only from the gateway. */
export const DeskPaymentMethodSchema = oneOf(DESK_PAYMENT_METHODS)

/** Money at the desk: in the booking's currency, major units with at most two decimals (₹250.50). */
const Amount = Type.Number({
  exclusiveMinimum: 0,
  maximum: 10_000_000,
  description: 'in the booking currency, e.g. 250.50 (at most two decimals)',
})

/**
 * `POST /api/consult/consultation/{id}/payments`: money taken, or with `reverses` money given back
 * against an earlier payment of the same booking. Entries are never edited or deleted.
 */
export const PaymentFields = Type.Object(
  {
    method: DeskPaymentMethodSchema,
    amount: Amount,
    reference: Type.Optional(
      Type.String({ maxLength: 200, description: 'UPI transaction id, card slip number, receipt book…' }),
    ),
    currency: Type.Optional(
      Type.String({ maxLength: 10, description: "must be the booking's (the site's) currency when sent" }),
    ),
    reverses: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'a refund (admins only): the id of the payment it gives money back from',
      }),
    ),
    reason: Type.Optional(
      Type.String({ maxLength: 500, description: 'why the money is given back (required with `reverses`)' }),
    ),
  },
  { additionalProperties: false },
)
export type PaymentFields = Static<typeof PaymentFields>

/** One ledger entry: a refund has a negative `amount` and names the payment it `reverses`. */
export const PaymentEntry = Type.Object({
  id: Id,
  bookingId: Id,
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
  method: PaymentMethodSchema,
  amount: Type.Number({ description: 'positive for a payment, negative for a refund' }),
  currency: Type.String(),
  reference: Type.String(),
  reverses: Type.Union([Id, Type.Null()]),
  reason: Type.String({ description: "a refund's reason ('' for a payment)" }),
  refunded: Type.Number({
    description: 'of a payment: how much has been given back so far (0 for a refund)',
  }),
  createdBy: Type.Object({ id: Type.Union([Id, Type.Null()]), name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  balanceAfter: Type.Number({ description: "the booking's balance right after this entry" }),
  flag: Type.Optional(
    Type.String({
      description:
        'why staff should look at this entry, e.g. an online capture whose amount differs from its order',
    }),
  ),
})
export type PaymentEntry = Static<typeof PaymentEntry>

/** A booking's ledger: every entry, oldest first, and what is paid and still due against its total. */
export const PaymentLedger = Type.Object({
  entries: Type.Array(PaymentEntry),
  paid: Type.Number({ description: 'payments less refunds' }),
  balance: Type.Number({ description: 'total less paid: still to pay (negative: owed back)' }),
  total: Type.Number({ description: "the booking's stored total" }),
  currency: Type.String(),
  pendingRefunds: Type.Optional(
    Type.Array(
      Type.Object({
        id: Id,
        reverses: Id,
        amount: Type.Number({ description: 'asked of the gateway, not yet confirmed by it' }),
        reason: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
      }),
      { description: 'online refunds sent to the gateway that it has not confirmed yet' },
    ),
  ),
})
export type PaymentLedger = Static<typeof PaymentLedger>

export const PaymentParams = Type.Object({ id: Id, paymentId: Id })

/** `?date=YYYY-MM-DD`: checked by the route, so a refusal can name the date it was given. */
export const PaymentSummaryQuery = Type.Object({
  date: Type.String({ maxLength: 40, description: 'the lab-local day, YYYY-MM-DD' }),
})

const Totals = {
  received: Type.Number({ description: 'payments taken' }),
  refunded: Type.Number({ description: 'money given back (a positive number)' }),
  net: Type.Number({ description: 'received less refunded' }),
  entries: Type.Integer(),
  currency: Type.String(),
}
export const PaymentSummaryRow = Type.Object({
  staffId: Type.Union([Id, Type.Null()]),
  staffName: Type.String(),
  method: PaymentMethodSchema,
  ...Totals,
})
export type PaymentSummaryRow = Static<typeof PaymentSummaryRow>
/**
 * One line of the day-end sheet, as the screen shows it and the CSV writes it: a staff member's method,
 * their total over methods ('all methods'), a method over all staff ('All staff'), or the day.
 */
export const PaymentSheetLine = Type.Object({
  staff: Type.String({ description: "the staff member's name, or 'All staff'" }),
  method: Type.Union([PaymentMethodSchema, Type.Literal('all methods')]),
  ...Totals,
})
export type PaymentSheetLine = Static<typeof PaymentSheetLine>

/** One receipt of the day: an entry of the ledger as its printed receipt names it. */
export const DayReceipt = Type.Object({
  number: Type.String({ description: '<booking reference>/<entry number>, as printed on the receipt' }),
  paymentId: Id,
  bookingId: Type.Union([Id, Type.Null()], { description: 'null once the booking was deleted' }),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
  time: Type.String({ description: 'lab-local HH:MM' }),
  staffName: Type.String(),
  method: PaymentMethodSchema,
  amount: Type.Number({ description: 'negative for a refund' }),
  currency: Type.String(),
  reference: Type.String(),
})
export type DayReceipt = Static<typeof DayReceipt>

/** The day-end summary: per staff member and method, per staff member, per method, and in all. */
export const PaymentSummary = Type.Object({
  date: Type.String(),
  rows: Type.Array(PaymentSummaryRow),
  byStaff: Type.Array(
    Type.Object({ staffId: Type.Union([Id, Type.Null()]), staffName: Type.String(), ...Totals }),
  ),
  byMethod: Type.Array(Type.Object({ method: PaymentMethodSchema, ...Totals })),
  totals: Type.Array(Type.Object(Totals), { description: 'one per currency taken that day' }),
  lines: Type.Array(PaymentSheetLine, { description: 'the sheet as the CSV writes it, line for line' }),
  receipts: Type.Array(DayReceipt, { description: 'every entry of the day, in the order it was made' }),
})
export type PaymentSummary = Static<typeof PaymentSummary>

export const LabelSizeSchema = oneOf(LABEL_SIZES, 'width×height in millimetres; 50x25 when absent')
/** `GET /api/consult/consultation/{id}/labels.pdf?tubes=N&size=50x25`. */
export const LabelsQuery = Type.Object({
  tubes: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_LABEL_TUBES, default: 1, description: 'one label per tube' }),
  ),
  size: Type.Optional(LabelSizeSchema),
})

/** `GET …/payments/{paymentId}/receipt.pdf?size=80mm`: A4 when absent. */
export const ReceiptQuery = Type.Object({
  size: Type.Optional(oneOf(RECEIPT_SIZES, 'a4 (default) or 80mm, a thermal roll')),
})
