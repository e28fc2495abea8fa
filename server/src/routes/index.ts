import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import about from './about'
import adminMail from './admin-mail'
import adminSetup from './admin-setup'
import audit from './audit'
import auth from './auth'
import backgroundImages from './background-images'
import banner from './banner'
import blogs from './blogs'
import bloodTests from './blood-tests'
import bookings from './bookings'
import bulk from './bulk'
import businessContact from './business-contact'
import publicConfig from './config'
import contactMessages from './contact-messages'
import events from './events'
import faqs from './faqs'
import globalSettings from './global-settings'
import health from './health'
import invoices from './invoices'
import labels from './labels'
import media from './media'
import menu from './menu'
import messages from './messages'
import missingTranslations from './missing-translations'
import offers from './offers'
import onlinePayments from './online-payments'
import pageSeo from './page-seo'
import payments from './payments'
import preview from './preview'
import privacy from './privacy'
import referrals from './referrals'
import revisions from './revisions'
import services from './services'
import siteSettings from './site-settings'
import sliders from './sliders'
import testimonials from './testimonials'
import thyroidPackages from './thyroid-packages'
import uploads from './uploads'
import users from './users'

/** Every API resource, mounted under /api. Each resource is a folder: routes, queries and tests together. */
const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(health)
  await app.register(publicConfig)
  await app.register(users)
  await app.register(adminSetup)
  await app.register(auth)
  await app.register(services)
  await app.register(bloodTests)
  await app.register(thyroidPackages)
  await app.register(offers)
  await app.register(menu)
  await app.register(sliders)
  await app.register(backgroundImages)
  await app.register(businessContact)
  await app.register(siteSettings)
  await app.register(globalSettings)
  await app.register(banner)
  await app.register(about)
  await app.register(pageSeo)
  await app.register(testimonials)
  await app.register(faqs)
  await app.register(blogs)
  await app.register(missingTranslations)
  await app.register(audit)
  await app.register(bulk)
  await app.register(adminMail)
  await app.register(privacy)
  await app.register(bookings)
  await app.register(invoices)
  await app.register(payments)
  await app.register(onlinePayments)
  await app.register(labels)
  await app.register(contactMessages)
  await app.register(referrals)
  await app.register(messages)
  await app.register(uploads)
  await app.register(media)
  await app.register(revisions)
  await app.register(events)
  await app.register(preview)
}

export default apiRoutes
