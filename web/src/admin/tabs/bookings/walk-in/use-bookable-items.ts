import { BOOKING_ITEM_TYPES, type BookingItemRef, type BookingItemType, isOneOf } from '@labsite/shared'
import { type AdminRead, bloodTestsQuery, offers, servicesQuery, thyroidPackages } from '../../../api'
import { useAdminResource } from '../../../hooks/use-admin-resource'

interface Named {
  id: string
  name?: string
  title?: string
}

const NOT_LOADED: Named[] = []
const useCatalogueRead = (read: AdminRead<Named[]>) => useAdminResource(read, NOT_LOADED).data

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
  const groups: [string, BookingItemType, Named[]][] = [
    ['Blood tests', 'blood-test', useCatalogueRead(bloodTestsQuery)],
    ['Thyroid packages', 'thyroid-package', useCatalogueRead(thyroidPackages.list)],
    ['Services', 'service', useCatalogueRead(servicesQuery)],
    ['Offers', 'offer', useCatalogueRead(offers.list)],
  ]
  return groups
    .filter(([, , records]) => records.length)
    .map(([group, type, records]) => ({
      group,
      items: records.map((record) => ({
        value: itemValue(type, record.id),
        label: record.name ?? record.title ?? record.id,
      })),
    }))
}
