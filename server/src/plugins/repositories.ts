import fp from 'fastify-plugin'
import {
  createRevokedTokensRepository,
  type RevokedTokensRepository,
} from '../routes/auth/revoked-tokens-repository'
import { type BookingsRepository, createBookingsRepository } from '../routes/bookings/bookings-repository'
import { type CalendarRepository, createCalendarRepository } from '../routes/bookings/calendar-repository'
import {
  type ContactMessagesRepository,
  createContactMessagesRepository,
} from '../routes/contact-messages/contact-messages-repository'
import { createMediaRepository, type MediaRepository } from '../routes/media/media-repository'
import {
  createOnlinePaymentsRepository,
  type OnlinePaymentsRepository,
} from '../routes/online-payments/online-payments-repository'
import { createPaymentsRepository, type PaymentsRepository } from '../routes/payments/payments-repository'
import { createSeoRepository, type SeoRepository } from '../routes/seo/seo-repository'
import { createUsersRepository, type UsersRepository } from '../routes/users/users-repository'

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository
    revokedTokensRepository: RevokedTokensRepository
    bookingsRepository: BookingsRepository
    calendarRepository: CalendarRepository
    mediaRepository: MediaRepository
    paymentsRepository: PaymentsRepository
    onlinePaymentsRepository: OnlinePaymentsRepository
    contactMessagesRepository: ContactMessagesRepository
    seoRepository: SeoRepository
  }
}

/**
 * The repositories other plugins and resources reach, one instance each, decorated on the app. Each
 * table has one owning repository (docs/architecture.md, "Who queries which table");
 * `server/src/repository-ownership.test.ts` fails when a table is queried anywhere else.
 */
export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.knex))
    app.decorate('revokedTokensRepository', createRevokedTokensRepository(app.knex))
    app.decorate('bookingsRepository', createBookingsRepository(app.knex))
    app.decorate('calendarRepository', createCalendarRepository(app.knex))
    app.decorate('mediaRepository', createMediaRepository(app.knex))
    app.decorate('paymentsRepository', createPaymentsRepository(app.knex))
    app.decorate('onlinePaymentsRepository', createOnlinePaymentsRepository(app.knex))
    app.decorate('contactMessagesRepository', createContactMessagesRepository(app.knex))
    // Publishing's "now" is the configured clock: a post scheduled for later has no page metadata yet.
    app.decorate('seoRepository', createSeoRepository(app.knex, app.config.clock))
  },
  { name: 'repositories', dependencies: ['config', 'db'] },
)
