import fp from 'fastify-plugin'
import { ConcurrencyLimit, QueueFullError } from '../lib/infrastructure/concurrency-limit'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a PDF request's work (its database reads, the rendering, the audit row) in one of
     * PDF_CONCURRENCY slots. Rendering is CPU work that keeps the event loop busy while connections
     * are checked out: 50 invoices at once emptied the PostgreSQL pool for every other request. Excess
     * requests wait in a queue of PDF_QUEUE, holding no connection; beyond it they get 503 + Retry-After.
     */
    pdfLimit: ConcurrencyLimit
    withPdfSlot<T>(work: () => Promise<T>): Promise<T>
  }
}

export const PDF_RETRY_AFTER_SECONDS = 5

export default fp(
  async (app) => {
    const limit = new ConcurrencyLimit(app.config.pdfConcurrency, app.config.pdfQueue)
    app.decorate('pdfLimit', limit)
    app.decorate('withPdfSlot', async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await limit.run(work)
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error
        const busy = app.httpErrors.serviceUnavailable(
          `Too many documents are being made right now: please try again in ${PDF_RETRY_AFTER_SECONDS} seconds`,
        )
        Object.assign(busy, { headers: { 'retry-after': String(PDF_RETRY_AFTER_SECONDS) } })
        throw busy
      }
    })
  },
  { name: 'pdf-limit', dependencies: ['config'] },
)
