import {
  type BusinessContact,
  type GlobalSettings,
  LOCALIZED_FIELDS,
  localize,
  type PageSeo,
  type SiteLanguage,
  type SiteSettings,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { type Clock, systemClock } from '../../lib/infrastructure/clock'
import { createCrudRepository } from '../../lib/kits/crud-repository'
import { readDocument } from '../../lib/kits/documents-repository'
import { liveOnly } from '../../lib/kits/publishing'
import { isUuid } from '../../lib/kits/records'
import { blogsResource } from '../blogs'
import { createServicesRepository } from '../services/services-repository'

export interface PageRecord {
  title: string
  description: string
  image: string
}

export interface SitemapRecord {
  id: string
  updatedAt: Date
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) ?? {}

/**
 * The few reads page metadata and the sitemap need: site settings, contact info, one record, every id.
 * `clock` is publishing's "now": a draft or a post scheduled for later has no metadata and no sitemap entry.
 */
export function createSeoRepository(knex: Knex, clock: Clock = systemClock) {
  const services = createServicesRepository(knex)
  const livePosts = createCrudRepository(knex, { ...blogsResource, scope: liveOnly(clock) })
  const document = <T>(key: string) => readDocument<T>(knex, key)

  return {
    siteSettings: () => document<SiteSettings>('site-settings'),
    businessContact: () => document<BusinessContact>('business-contact'),
    globalSettings: () => document<GlobalSettings>('global-settings'),
    pageSeo: () => document<PageSeo>('page-seo'),

    /** A service's title and description in `language` (English where not translated). */
    async service(id: string, language: SiteLanguage = 'en'): Promise<PageRecord | null> {
      if (!isUuid(id)) return null
      const row = await services.findRow(id)
      if (!row) return null
      const shown = localize({ ...row, i18n: parsed(row.i18n) }, language, LOCALIZED_FIELDS.service)
      return { title: shown.title, description: shown.description, image: row.image }
    },

    async blogPost(id: string, language: SiteLanguage = 'en'): Promise<PageRecord | null> {
      if (!isUuid(id)) return null
      const row = await livePosts.findRow(id)
      if (!row) return null
      const shown = localize({ ...row, i18n: parsed(row.i18n) }, language, LOCALIZED_FIELDS['blog-post'])
      return { title: shown.title, description: shown.excerpt || shown.content, image: row.image_url }
    },

    async services(): Promise<SitemapRecord[]> {
      const rows = await services.lastChanges([{ column: 'created_at' }])
      return rows.map((row) => ({ id: row.id, updatedAt: asDate(row.updated_at) }))
    },

    async blogPosts(): Promise<SitemapRecord[]> {
      const rows = await livePosts.lastChanges([{ column: 'publish_date', order: 'desc' }])
      return rows.map((row) => ({ id: row.id, updatedAt: asDate(row.updated_at) }))
    },
  }
}

export type SeoRepository = ReturnType<typeof createSeoRepository>
