import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import type { BookingsRepository } from './bookings-repository'
import guestReportShares from './guest-report-shares'
import ownReportShares from './own-report-shares'
import { reportShareLinks } from './report-share-links'
import { createReportSharesRepository } from './report-shares-repository'
import sharedReports from './shared-reports'

/**
 * Sharing a report with a doctor (docs/product.md): the visitor makes a link to one report that works without
 * an account for the days chosen (7 unless said), sees how often and when it was opened, and can revoke
 * it. The link holds a random token of which only the hash is kept; every open is audited.
 */
const reportShares: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const shares = createReportSharesRepository(app.knex)
  const links = reportShareLinks(app, repository, shares)
  await app.register(guestReportShares, { repository, links })
  await app.register(ownReportShares, { repository, links })
  await app.register(sharedReports, { repository, shares, store })
}

export default reportShares
