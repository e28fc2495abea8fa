import type { Service } from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { useApiQuery } from '../../../lib/use-api-query'

export const getServices = () => api.get('service').json<Service[]>()
export const getService = (id: string) => api.get(`service/${id}`).json<Service>()

export const useServices = () => useApiQuery('services', getServices)
export const useService = (id: string) => useApiQuery(`services/${id}`, () => getService(id))
