import type { GlobalSettings } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client'

export const getGlobalSettings = () => api.get('global-settings').json<GlobalSettings>()

/** The Global tab's default currency and language (public GET /api/global-settings). */
export const useGlobalSettings = () => useQuery({ queryKey: ['global-settings'], queryFn: getGlobalSettings })
