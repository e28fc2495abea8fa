import { type BackgroundImage, PUBLIC_READS } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

// The rule lives in shared: the server renders the same first image in the home page's HTML.
export { type HeroImage, toHeroImages } from '@labsite/shared'

export const getBackgroundImages = () => getRead<BackgroundImage[]>(PUBLIC_READS.backgroundImages)

export const useBackgroundImages = () =>
  useQuery({ queryKey: PUBLIC_READS.backgroundImages.key, queryFn: getBackgroundImages })
