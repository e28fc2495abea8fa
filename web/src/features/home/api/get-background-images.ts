import type { BackgroundImage } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

// The rule lives in shared: the server renders the same first image in the home page's HTML.
export { type HeroImage, toHeroImages } from '@labsite/shared'

export const getBackgroundImages = () => api.get('background-images').json<BackgroundImage[]>()

export const useBackgroundImages = () =>
  useQuery({ queryKey: ['background-images'], queryFn: getBackgroundImages })
