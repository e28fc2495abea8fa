import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import type { BookingsRepository } from './bookings-repository'
import guestBookings from './guest-bookings'
import ownBookings from './own-bookings'
import reportCodes from './report-codes'

/**
 * A visitor's own bookings: "My bookings" for an account, claiming a booking made before
 * signing up, and report downloads — for the account's owner, or for a
 * guest with a one-time code e-mailed to the booking's address. Every download is audited.
 */
const visitorBookings: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  await app.register(ownBookings, { repository, store })
  await app.register(guestBookings, { repository })
  await app.register(reportCodes, { repository, store })
}

export default visitorBookings
