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
import { type AdminMutation, recordCollection } from './requests'

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

/** /service: the catalogue's services (POST answers `{ service, services }`). */
export const {
  list: servicesQuery,
  create: createService,
  update: updateService,
  remove: deleteService,
} = recordCollection<Service, ServiceFields>(adminKeys.services, 'service')
export const reorderServices = reorderOf(adminKeys.services, 'service')
export const bulkWriteServices = bulkWriteOf(adminKeys.services, 'service')

/** /blood-tests: the blood test price list. */
export const {
  list: bloodTestsQuery,
  create: createBloodTest,
  update: updateBloodTest,
  remove: deleteBloodTest,
} = recordCollection<BloodTest, BloodTestFields>(adminKeys.bloodTests, 'blood-tests')
export const reorderBloodTests = reorderOf(adminKeys.bloodTests, 'blood-tests')
export const bulkWriteBloodTests = bulkWriteOf(adminKeys.bloodTests, 'blood-test')

/** /offers: the special offers of the Offers page, in the order staff arrange. */
export const offers = {
  ...recordCollection<Offer, OfferFields>(adminKeys.offers, 'offers'),
  reorder: reorderOf(adminKeys.offers, 'offers'),
  bulkWrite: bulkWriteOf(adminKeys.offers, 'offer'),
}

/** /thyroid-packages: the packages of the thyroid page, in the order staff arrange. */
export const thyroidPackages = {
  ...recordCollection<ThyroidPackage, ThyroidPackageFields>(adminKeys.thyroidPackages, 'thyroid-packages'),
  reorder: reorderOf(adminKeys.thyroidPackages, 'thyroid-packages'),
  bulkWrite: bulkWriteOf(adminKeys.thyroidPackages, 'thyroid-package'),
}
