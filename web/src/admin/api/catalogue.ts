import type {
  BloodTest,
  BloodTestFields,
  BulkWrite,
  ListReorder,
  Offer,
  OfferFields,
  Service,
  ServiceFields,
  ThyroidPackage,
  ThyroidPackageFields,
} from '@labsite/shared'
import type { QueryKey } from '@tanstack/react-query'
import { adminKeys } from './query-keys'
import { type AdminMutation, type RecordRef, recordCollection } from './requests'

/** PUT {path}/reorder/all of a list kept in order: every item's new position at once (answers the list). */
export const reorderOf =
  (key: QueryKey, path: string) =>
  (items: ListReorder['items'], label: string): AdminMutation => ({
    write: { method: 'PUT', path: `${path}/reorder/all`, json: { items }, label },
    invalidates: [key],
  })

/** POST admin/bulk/{entity}: one action on several records of a list, all or none (answers `{ count }`). */
export const bulkWriteOf =
  (key: QueryKey, entity: string) =>
  (body: BulkWrite, label: string): AdminMutation => ({
    write: { method: 'POST', path: `admin/bulk/${entity}`, json: body, label },
    invalidates: [key],
  })

/** A catalogue list kept in the order staff arrange: its record endpoints, reorder and bulk write. */
const orderedCollection = <T extends RecordRef, Fields extends { order?: number }>(
  key: QueryKey,
  path: string,
  entity: string,
) => ({
  // A record sent without an order goes last (see the *Create schemas of @labsite/shared).
  ...recordCollection<T, Omit<Fields, 'order'> & { order?: number }, Partial<Fields>>(key, path),
  reorder: reorderOf(key, path),
  bulkWrite: bulkWriteOf(key, entity),
})

/** /service: the catalogue's services (POST answers `{ service, services }`). */
export const services = orderedCollection<Service, ServiceFields>(adminKeys.services, 'service', 'service')
export const { list: servicesQuery, create: createService, update: updateService } = services

/** /blood-tests: the blood test price list. */
export const bloodTests = orderedCollection<BloodTest, BloodTestFields>(
  adminKeys.bloodTests,
  'blood-tests',
  'blood-test',
)
export const { list: bloodTestsQuery, create: createBloodTest, update: updateBloodTest } = bloodTests

/** /offers: the special offers of the Offers page, in the order staff arrange. */
export const offers = orderedCollection<Offer, OfferFields>(adminKeys.offers, 'offers', 'offer')

/** /thyroid-packages: the packages of the thyroid page, in the order staff arrange. */
export const thyroidPackages = orderedCollection<ThyroidPackage, ThyroidPackageFields>(
  adminKeys.thyroidPackages,
  'thyroid-packages',
  'thyroid-package',
)
