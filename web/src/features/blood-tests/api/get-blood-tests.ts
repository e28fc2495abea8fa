import type { BloodTest } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getBloodTests = () => api.get('blood-tests').json<BloodTest[]>()

export const useBloodTests = () => useApiQuery('blood-tests', getBloodTests)
