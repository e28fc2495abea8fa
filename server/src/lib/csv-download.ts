import type { FastifyReply } from 'fastify'
import { attachmentDisposition } from './content-disposition'
import { type CsvColumn, toCsv } from './csv'

/** Answers a CSV export as a download named `<name>-<YYYY-MM-DD>.csv`, never cached. */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${day}.csv`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(toCsv(columns, rows))
}
