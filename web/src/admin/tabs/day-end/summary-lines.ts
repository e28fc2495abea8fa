import type { PaymentSummary } from '@labsite/shared'
import { METHOD_NAMES } from '../../lib/payment-methods'

/** One line of the day-end sheet as staff read it, money already formatted. */
export interface SheetLine {
  key: string
  staff: string
  method: string
  received: string
  refunded: string
  net: string
  entries: number
}

type Money = (amount: number, currency?: string) => string

/** The lines per staff member and method, then one 'Total' line per currency taken that day. */
export function sheetLinesOf(
  summary: PaymentSummary,
  money: Money,
): { rows: SheetLine[]; totals: SheetLine[] } {
  const rows = summary.rows.map((row) => ({
    key: `${row.staffId ?? row.staffName}-${row.method}-${row.currency}`,
    staff: row.staffName,
    method: METHOD_NAMES[row.method],
    received: money(row.received, row.currency),
    refunded: money(row.refunded, row.currency),
    net: money(row.net, row.currency),
    entries: row.entries,
  }))
  const totals = summary.totals.map((total) => ({
    key: `total-${total.currency}`,
    staff: 'Total',
    method: '',
    received: money(total.received, total.currency),
    refunded: money(total.refunded, total.currency),
    net: money(total.net, total.currency),
    entries: total.entries,
  }))
  return { rows, totals }
}

export const SHEET_COLUMNS = ['Staff', 'Method', 'Received', 'Refunded', 'Net', 'Entries'] as const
