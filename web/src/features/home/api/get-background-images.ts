import type { BackgroundImage } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type HeroImage = { id: string; url: string; alt: string; order: number }

/** Spec §3: a url not starting with http is served by the backend itself (leading slashes dropped). */
function absoluteUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `/${url.replace(/^\/+/, '')}`
}

/** Spec §3: url from imageUrl or url, alt from altText or alt (else 'Background Image N'), order default position + 1. */
export function toHeroImages(records: readonly Partial<BackgroundImage>[]): HeroImage[] {
  return records
    .map((record, index) => ({
      id: record._id ?? record.id ?? String(index),
      url: absoluteUrl(record.imageUrl || record.url || ''),
      alt: record.altText || record.alt || `Background Image ${index + 1}`,
      order: record.order ?? index + 1,
    }))
    .filter((image) => image.url !== '/')
    .sort((a, b) => a.order - b.order)
}

export const getBackgroundImages = () => api.get('background-images').json<BackgroundImage[]>()

export const useBackgroundImages = () =>
  useQuery({ queryKey: ['background-images'], queryFn: getBackgroundImages })
