import type { AboutContent } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getAbout = () => api.get('content/about').json<AboutContent>()

export const useAbout = () => useQuery({ queryKey: ['content/about'], queryFn: getAbout })
