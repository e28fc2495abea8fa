import { CATALOGUE_PAGE_SIZE, HOME_SERVICES_COUNT, type Service } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The first `limit` services in catalogue order: only what a page shows, however big the catalogue. */
export const getServices = (limit: number) =>
  api.get('service', { searchParams: { limit } }).json<Service[]>()
export const getService = (id: string) => api.get(`service/${id}`).json<Service>()

/** One page of the catalogue (matching `search`, typing slips forgiven) and how many match in all (X-Total-Count). */
export async function getServicePage(
  offset: number,
  search = '',
): Promise<{ services: Service[]; total: number }> {
  const searchParams: Record<string, string | number> = { limit: CATALOGUE_PAGE_SIZE, offset }
  if (search.trim()) searchParams.q = search.trim()
  const response = await api.get('service', { searchParams })
  return {
    services: await response.json<Service[]>(),
    total: Number(response.headers.get('x-total-count') ?? 0),
  }
}

/** The home grid, the hero tiles and the footer all show the first few: one shared request of HOME_SERVICES_COUNT. */
export const useServices = (limit = HOME_SERVICES_COUNT) =>
  useQuery({ queryKey: ['services', { limit }], queryFn: () => getServices(limit) })
export const useServicePage = (offset: number, search = '') =>
  useQuery({
    queryKey: ['services', search.trim() ? { offset, search: search.trim() } : { offset }],
    queryFn: () => getServicePage(offset, search),
  })
export const useService = (id: string) =>
  useQuery({ queryKey: ['services', id], queryFn: () => getService(id) })
