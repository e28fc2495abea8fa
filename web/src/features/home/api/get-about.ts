import { type AboutContent, PUBLIC_READS } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getRead } from '../../../lib/api-client'

export const getAbout = () => getRead<AboutContent>(PUBLIC_READS.about)

export const useAbout = () => useQuery({ queryKey: PUBLIC_READS.about.key, queryFn: getAbout })
