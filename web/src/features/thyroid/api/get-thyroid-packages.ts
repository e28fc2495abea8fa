import type { ThyroidPackage } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getThyroidPackages = () => api.get('thyroid-packages/').json<ThyroidPackage[]>()

export const useThyroidPackages = () =>
  useQuery({ queryKey: ['thyroid-packages'], queryFn: getThyroidPackages })
