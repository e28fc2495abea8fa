import type { ThyroidPackage } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getThyroidPackages = () => api.get('thyroid-packages/').json<ThyroidPackage[]>()

export const useThyroidPackages = () => useApiQuery('thyroid-packages', getThyroidPackages)
