import { type GlobalSettings, PUBLIC_READS } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../lib/api-client'

export const getGlobalSettings = () => getRead<GlobalSettings>(PUBLIC_READS.globalSettings)

/** The Global tab's default currency and language (public, `PUBLIC_READS.globalSettings`). */
export const useGlobalSettings = () =>
  useQuery({ queryKey: PUBLIC_READS.globalSettings.key, queryFn: getGlobalSettings })
