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
  /** A total (a person's over their methods, a method's over all staff, the day's): set in bold. */
  total: boolean
}

type Money = (amount: number, currency?: string) => string

/**
 * The server's sheet, line for line as its CSV writes it (each person by method, then their total; each
 * method over all staff; the day): the screen formats the figures and never sums them itself.
 */
export function sheetLinesOf(summary: PaymentSummary, money: Money): SheetLine[] {
  return summary.lines.map((line) => ({
    key: `${line.staff}-${line.method}-${line.currency}`,
    staff: line.staff,
    method: line.method === 'all methods' ? 'All methods' : METHOD_NAMES[line.method],
    received: money(line.received, line.currency),
    refunded: money(line.refunded, line.currency),
    net: money(line.net, line.currency),
    entries: line.entries,
    total: line.method === 'all methods' || line.staff === 'All staff',
  }))
}

export const SHEET_COLUMNS = ['Staff', 'Method', 'Received', 'Refunded', 'Net', 'Entries'] as const

export const sheetCells = (line: SheetLine) => [
  line.staff,
  line.method,
  line.received,
  line.refunded,
  line.net,
  line.entries,
]
