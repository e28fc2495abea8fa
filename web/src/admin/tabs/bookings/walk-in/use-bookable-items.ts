import { BOOKING_ITEM_TYPES, type BookingItemRef, type BookingItemType, isOneOf } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import type { KyInstance } from 'ky'
import {
  type AdminRead,
  bloodTestsQuery,
  offers,
  servicesQuery,
  thyroidPackages,
  useAdminClient,
} from '../../../api'

interface Named {
  id: string
  name?: string
  title?: string
}

const useCatalogueRead = (read: AdminRead<Named[]>, client: KyInstance) =>
  useQuery({ queryKey: read.key, queryFn: () => read.load(client) })

/** A picked item as the MultiSelect keeps it: `blood-test:<id>`. */
export const itemValue = (type: BookingItemType, id: string) => `${type}:${id}`
export function itemRefOf(value: string): BookingItemRef {
  const at = value.indexOf(':')
  const type = value.slice(0, at)
  if (!isOneOf(BOOKING_ITEM_TYPES, type)) throw new Error(`Not a bookable item: ${value}`)
  return { type, id: value.slice(at + 1) }
}

/**
 * Everything the desk can book, grouped as the catalogue tabs are, from the admin's own cached
 * catalogue reads (the same entries staff see in those tabs).
 */
export function useBookableItems() {
  const client = useAdminClient()
  const groups: [string, BookingItemType, Named[] | undefined][] = [
    ['Blood tests', 'blood-test', useCatalogueRead(bloodTestsQuery, client).data?.data],
    ['Thyroid packages', 'thyroid-package', useCatalogueRead(thyroidPackages.list, client).data?.data],
    ['Services', 'service', useCatalogueRead(servicesQuery, client).data?.data],
    ['Offers', 'offer', useCatalogueRead(offers.list, client).data?.data],
  ]
  return groups
    .filter(([, , records]) => records?.length)
    .map(([group, type, records = []]) => ({
      group,
      items: records.map((record) => ({
        value: itemValue(type, record.id),
        label: record.name ?? record.title ?? record.id,
      })),
    }))
}
