import { type MissingTranslation, STAFF_READ_PREFIX, translationsOf } from '@labsite/shared'
import type { QueryKey } from '@tanstack/react-query'
import { adminKeys } from './query-keys'
import { type AdminMutation, readOf } from './requests'

/** GET admin/edit/missing-translations: every record and document field with English and no Hindi. */
export const missingTranslationsQuery = readOf<MissingTranslation[]>(
  adminKeys.missingTranslations,
  `${STAFF_READ_PREFIX}/missing-translations`,
)

/** The admin read each resource of the list is cached under, made stale when its Hindi is saved here. */
const KEY_OF: Record<string, QueryKey> = {
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
  banner: adminKeys.banner,
  about: adminKeys.about,
  'site-settings': adminKeys.siteSettings,
}

/**
 * PUT of the record's (or document's) own path with its Hindi: the stored translations with the typed
 * ones over them, If-Match the version the list was read at (a change since is a 412 and the conflict dialog).
 */
export function saveHindi(entry: MissingTranslation, typed: Record<string, unknown>): AdminMutation {
  const stored = translationsOf(entry.i18n)
  return {
    write: {
      method: 'PUT',
      path: entry.writePath.replace(/^\//, ''),
      json: { i18n: { ...stored, hi: { ...stored.hi, ...typed } } },
      ifMatch: entry.version,
      label: `Hindi of ${entry.label.toLowerCase()} "${entry.name}"`,
    },
    invalidates: [adminKeys.missingTranslations, KEY_OF[entry.resource] ?? adminKeys.all],
  }
}
