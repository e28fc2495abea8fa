import type { BloodTest, BloodTestFields, Service, ServiceFields } from '@labsite/shared'
import { adminKeys } from './query-keys'
import { recordCollection } from './requests'

/** /service: the catalogue's services (POST answers `{ service, services }`). */
export const {
  list: servicesQuery,
  create: createService,
  update: updateService,
  remove: deleteService,
} = recordCollection<Service, ServiceFields>(adminKeys.services, 'service')

/** /blood-tests: the blood test price list. */
export const {
  list: bloodTestsQuery,
  create: createBloodTest,
  update: updateBloodTest,
  remove: deleteBloodTest,
} = recordCollection<BloodTest, BloodTestFields>(adminKeys.bloodTests, 'blood-tests')
