import {
  HOME_SERVICES_COUNT,
  type Service,
  servicePageRead,
  serviceRead,
  servicesRead,
} from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { getPagedRead, getRead } from '../../../lib/api-client'

/** The first `limit` services in catalogue order: only what a page shows, however big the catalogue. */
export const getServices = (limit: number) => getRead<Service[]>(servicesRead(limit))
export const getService = (id: string) => getRead<Service>(serviceRead(id))

/** One page of the catalogue (matching `search`, typing slips forgiven) and how many match in all (X-Total-Count). */
export async function getServicePage(
  offset: number,
  search = '',
): Promise<{ services: Service[]; total: number }> {
  const { items, total } = await getPagedRead<Service>(servicePageRead(offset, search))
  return { services: items, total }
}

/** The home grid, the hero tiles and the footer all show the first few: one shared request of HOME_SERVICES_COUNT. */
export const useServices = (limit = HOME_SERVICES_COUNT) =>
  useQuery({ queryKey: servicesRead(limit).key, queryFn: () => getServices(limit) })
export const useServicePage = (offset: number, search = '') =>
  useQuery({ queryKey: servicePageRead(offset, search).key, queryFn: () => getServicePage(offset, search) })
export const useService = (id: string) =>
  useQuery({ queryKey: serviceRead(id).key, queryFn: () => getService(id) })
