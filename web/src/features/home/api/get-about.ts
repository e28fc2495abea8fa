import type { AboutContent } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getAbout = () => api.get('content/about').json<AboutContent>()

export const useAbout = () => useApiQuery('content/about', getAbout)
