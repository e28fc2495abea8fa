import type { Knex } from 'knex'
import * as initial from './20261121_0001_initial'
import * as searchIndexes from './20261123_0100_search_indexes'
import * as eventTickets from './20261123_0200_event_tickets'
import * as durability from './20261123_0300_durability'
import * as bookings from './20261123_0400_bookings'
import * as offerThyroidImagesOrder from './20261123_0500_offer_thyroid_images_order'
import * as bloodTestSearch from './20261123_0600_blood_test_search'
import * as bookingLanguage from './20261124_0100_booking_language'
import * as saneDates from './20261124_0200_sane_dates'
import * as revokedTokens from './20261124_0300_revoked_tokens'
import * as bookingReferenceGuard from './20261124_0400_booking_reference_guard'
import * as bookingTotals from './20261126_0100_booking_totals'
import * as invoices from './20261126_0200_invoices'
import * as reportShares from './20261126_0300_report_shares'
import * as bookingReminders from './20261126_0400_booking_reminders'
import * as deskPayments from './20261126_0500_desk_payments'
import * as emailVerification from './20261126_0600_email_verification'
import * as itemPreparation from './20261126_0700_item_preparation'
import * as deskStatuses from './20261126_0800_desk_statuses'
import * as revisionsAndMediaLibrary from './20261127_0301_revisions_and_media_library'
import * as bookingMembers from './20261127_0601_booking_members'
import * as paymentsOutliveBookings from './20261127_0602_payments_outlive_bookings'
import * as invoicesOutliveBookings from './20261127_0700_invoices_outlive_bookings'
import * as draftsAndPublishing from './20261127_1000_drafts_and_publishing'
import * as localizedContent from './20261127_1100_localized_content'
import * as catalogueOrder from './20261127_1200_catalogue_order'

/** Every migration in order. A landed migration is never edited: add a new file and list it here. */
export const migrations: { name: string; migration: Knex.Migration }[] = [
  { name: '20261121_0001_initial', migration: initial },
  { name: '20261123_0100_search_indexes', migration: searchIndexes },
  { name: '20261123_0200_event_tickets', migration: eventTickets },
  { name: '20261123_0300_durability', migration: durability },
  { name: '20261123_0400_bookings', migration: bookings },
  { name: '20261123_0500_offer_thyroid_images_order', migration: offerThyroidImagesOrder },
  { name: '20261123_0600_blood_test_search', migration: bloodTestSearch },
  { name: '20261124_0100_booking_language', migration: bookingLanguage },
  { name: '20261124_0200_sane_dates', migration: saneDates },
  { name: '20261124_0300_revoked_tokens', migration: revokedTokens },
  { name: '20261124_0400_booking_reference_guard', migration: bookingReferenceGuard },
  { name: '20261126_0100_booking_totals', migration: bookingTotals },
  { name: '20261126_0200_invoices', migration: invoices },
  { name: '20261126_0300_report_shares', migration: reportShares },
  { name: '20261126_0400_booking_reminders', migration: bookingReminders },
  { name: '20261126_0500_desk_payments', migration: deskPayments },
  { name: '20261126_0600_email_verification', migration: emailVerification },
  { name: '20261126_0700_item_preparation', migration: itemPreparation },
  { name: '20261126_0800_desk_statuses', migration: deskStatuses },
  { name: '20261127_0301_revisions_and_media_library', migration: revisionsAndMediaLibrary },
  { name: '20261127_0601_booking_members', migration: bookingMembers },
  { name: '20261127_0602_payments_outlive_bookings', migration: paymentsOutliveBookings },
  { name: '20261127_0700_invoices_outlive_bookings', migration: invoicesOutliveBookings },
  { name: '20261127_1000_drafts_and_publishing', migration: draftsAndPublishing },
  { name: '20261127_1200_catalogue_order', migration: catalogueOrder },
  { name: '20261127_1100_localized_content', migration: localizedContent },
]
