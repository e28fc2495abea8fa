import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { attachmentDisposition } from './content-disposition'
import { type CsvColumn, csvChunks } from './csv'

/**
 * Answers a CSV export as a download named `<name>-<YYYY-MM-DD>.csv` (today, or the `day` it is about),
 * never cached, streamed batch by batch as the database gives them (the response's back-pressure paces
 * the reads).
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  day = new Date().toISOString().slice(0, 10),
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${day}.csv`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(csvChunks(columns, batches)))
}
