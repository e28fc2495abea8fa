import type { BloodTest } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getBloodTests = () => api.get('blood-tests').json<BloodTest[]>()

export const useBloodTests = () => useQuery({ queryKey: ['blood-tests'], queryFn: getBloodTests })
