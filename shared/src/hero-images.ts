import type { BackgroundImage } from './schemas/catalogue'

/** One hero background as the home page shows it. */
export type HeroImage = { id: string; url: string; alt: string; order: number }

/** A url not starting with http is served by the backend itself (leading slashes dropped). */
function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `/${url.replace(/^\/+/, '')}`
}

/**
 * Url from imageUrl or url, alt from altText or alt (else `fallbackAlt(N)`, 'Background Image N' in English), order default
 * position + 1. The web hero and the server-rendered first screen read the records the same way.
 */
export function toHeroImages(
  records: readonly Partial<BackgroundImage>[],
  fallbackAlt: (position: number) => string = (position) => `Background Image ${position}`,
): HeroImage[] {
  return records
    .map((record, index) => ({
      id: record._id ?? record.id ?? String(index),
      url: absoluteUrl(record.imageUrl || record.url || ''),
      alt: record.altText || record.alt || fallbackAlt(index + 1),
      order: record.order ?? index + 1,
    }))
    .filter((image) => image.url !== '/')
    .sort((a, b) => a.order - b.order)
}
