import type { QueryKey } from '@tanstack/react-query'
import { adminKeys } from '../api/query-keys'

/** The admin's cached reads that a change of each change-bus resource makes stale. */
const KEYS_OF_RESOURCE: Record<string, QueryKey> = {
  service: adminKeys.services,
  'blood-test': adminKeys.bloodTests,
  offer: adminKeys.offers,
  'thyroid-package': adminKeys.thyroidPackages,
  'menu-item': adminKeys.menu,
  'background-image': adminKeys.backgrounds,
  slider: adminKeys.sliders,
  testimonial: adminKeys.testimonials,
  faq: adminKeys.faqs,
  'blog-post': adminKeys.blogPosts,
  referral: adminKeys.referrals,
  'contact-message': adminKeys.messages,
  'business-contact': adminKeys.businessContact,
  banner: adminKeys.banner,
  about: adminKeys.about,
  'site-settings': adminKeys.siteSettings,
  'global-settings': adminKeys.globalSettings,
  media: adminKeys.media,
  'page-seo': adminKeys.pageSeo,
}

/** Resources whose writes reach several admin reads. */
const KEYS_OF_SEVERAL: Record<string, QueryKey[]> = {
  // The server announces a payment or refund as a change of its booking: the ledgers and the day-end
  // sums move with it, as do the places left in the day's slots when a booking is made or moved.
  booking: [adminKeys.bookings, adminKeys.payments, adminKeys.paymentSummary, adminKeys.slotsOfDay],
  // The booking calendar's slots, closed days and PIN codes.
  'booking-calendar': [adminKeys.bookingSlots, adminKeys.closedDates, adminKeys.pincodes],
}

/**
 * What to refetch after a change someone made: that resource's lists and documents, and the audit
 * log that recorded it. A resource this table does not know refreshes every admin read.
 */
export function queryKeysForChange(resource: string): QueryKey[] {
  const several = KEYS_OF_SEVERAL[resource]
  if (several) return [...several, adminKeys.audit]
  const keys = KEYS_OF_RESOURCE[resource]
  return keys ? [keys, adminKeys.audit] : [adminKeys.all]
}
