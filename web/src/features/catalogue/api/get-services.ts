import type { Service } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getServices = () => api.get('service').json<Service[]>()
export const getService = (id: string) => api.get(`service/${id}`).json<Service>()

export const useServices = () => useQuery({ queryKey: ['services'], queryFn: getServices })
export const useService = (id: string) =>
  useQuery({ queryKey: ['services', id], queryFn: () => getService(id) })
