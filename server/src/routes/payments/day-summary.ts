import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  type DayReceipt,
  isCalendarDate,
  type PaymentSheetLine,
  PaymentSummary,
  PaymentSummaryQuery,
} from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import type { CsvColumn } from '../../lib/rendering/csv'
import { sendCsv } from '../../lib/rendering/csv-download'
import type { PaymentsRepository } from './payments-repository'

type DayRow = Awaited<ReturnType<PaymentsRepository['dayTotals']>>[number]

interface Totals {
  received: number
  refunded: number
  net: number
  entries: number
  currency: string
}

/** Sums rows (in minor units) by `keyOf`, answering each group's first row and its totals in major units. */
function grouped<K>(rows: readonly DayRow[], keyOf: (row: DayRow) => string, pick: (row: DayRow) => K) {
  const groups = new Map<
    string,
    { key: K; received: number; refunded: number; entries: number; currency: string }
  >()
  for (const row of rows) {
    const id = `${keyOf(row)} ${row.currency}`
    const group = groups.get(id) ?? {
      key: pick(row),
      received: 0,
      refunded: 0,
      entries: 0,
      currency: row.currency,
    }
    group.received += row.received
    group.refunded += row.refunded
    group.entries += row.entries
    groups.set(id, group)
  }
  return [...groups.values()].map((group): K & Totals => ({
    ...group.key,
    received: group.received / 100,
    refunded: group.refunded / 100,
    net: (group.received - group.refunded) / 100,
    entries: group.entries,
    currency: group.currency,
  }))
}

// Amounts as numbers, so a spreadsheet sums them (a text "-100.00" would be quoted as a formula guard).
const SHEET_COLUMNS = (date: string): CsvColumn<PaymentSheetLine>[] => [
  { header: 'Date', value: () => date },
  { header: 'Staff', value: (line) => line.staff },
  { header: 'Method', value: (line) => line.method },
  { header: 'Currency', value: (line) => line.currency },
  { header: 'Entries', value: (line) => line.entries },
  { header: 'Received', value: (line) => line.received },
  { header: 'Refunded', value: (line) => line.refunded },
  { header: 'Net', value: (line) => line.net },
]

/** The sheet's lines: each person's methods then their total, then each method over all staff, then the day. */
function sheetLines(summary: Omit<PaymentSummary, 'lines' | 'receipts'>): PaymentSheetLine[] {
  const lines: PaymentSheetLine[] = []
  for (const person of summary.byStaff) {
    for (const row of summary.rows) {
      if (
        row.staffId === person.staffId &&
        row.staffName === person.staffName &&
        row.currency === person.currency
      )
        lines.push({ ...row, staff: row.staffName })
    }
    lines.push({ ...person, staff: person.staffName, method: 'all methods' })
  }
  for (const method of summary.byMethod) lines.push({ ...method, staff: 'All staff' })
  for (const day of summary.totals) lines.push({ ...day, staff: 'All staff', method: 'all methods' })
  return lines
}

/**
 * The day-end sheet, for the screen and the CSV alike: per staff member and method, per staff member, per
 * method, and the day; the sheet's lines as the CSV writes them; and the day's receipts.
 */
export function daySummary(
  date: string,
  rows: readonly DayRow[],
  receipts: DayReceipt[] = [],
): PaymentSummary {
  const totals = {
    date,
    rows: grouped(
      rows,
      (row) => `${row.staffId} ${row.staffName} ${row.method}`,
      (row) => ({ staffId: row.staffId, staffName: row.staffName, method: row.method }),
    ),
    byStaff: grouped(
      rows,
      (row) => `${row.staffId} ${row.staffName}`,
      (row) => ({ staffId: row.staffId, staffName: row.staffName }),
    ),
    byMethod: grouped(
      rows,
      (row) => row.method,
      (row) => ({ method: row.method }),
    ),
    totals: grouped(
      rows,
      () => 'day',
      () => ({}),
    ),
  }
  return { ...totals, lines: sheetLines(totals), receipts }
}

/**
 * GET /admin/payments/summary(.csv)?date=YYYY-MM-DD: what each staff member took and gave
 * back that lab-local day, by method, and (on screen) each receipt — the front desk's day-end count, for
 * staff and admins alike; the screen's lines and the CSV's are one list (daySummary).
 * A payment counts on the lab day it was taken (stored with it, in the lab's time zone).
 */
const daySummaryRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentsRepository }> = async (
  app,
  { payments },
) => {
  const dayOf = (date: string) => {
    if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a day: use YYYY-MM-DD`)
    return date
  }

  app.get(
    '/admin/payments/summary',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary: "A lab day's payments and refunds per staff member and method",
        querystring: PaymentSummaryQuery,
        response: { 200: PaymentSummary, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const date = dayOf(request.query.date)
      const summary = daySummary(date, await payments.dayTotals(date), await payments.dayReceipts(date))
      return reply.header('cache-control', 'private, no-store').send(summary)
    },
  )

  app.get(
    '/admin/payments/summary.csv',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary: 'The day-end summary as a CSV: a line per staff member and method, their totals and the day',
        querystring: PaymentSummaryQuery,
        response: {
          200: Type.String({ description: 'CSV (UTF-8 with BOM, header row)' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const date = dayOf(request.query.date)
      const { lines } = daySummary(date, await payments.dayTotals(date))
      async function* once() {
        yield lines
      }
      return sendCsv(reply, 'payments', SHEET_COLUMNS(date), once(), date)
    },
  )
}

export default daySummaryRoutes
