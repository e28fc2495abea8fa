import type { BloodTest, BloodTestFields, Service, ServiceFields } from '@labsite/shared'
import { adminKeys } from './query-keys'
import { recordCollection } from './requests'

/** /service: the catalogue's services (POST answers `{ service, services }`). */
const services = recordCollection<Service, ServiceFields>(adminKeys.services, 'service')
export const servicesQuery = services.list
export const createService = services.create
export const updateService = services.update
export const deleteService = services.remove

/** /blood-tests: the blood test price list. */
const bloodTests = recordCollection<BloodTest, BloodTestFields>(adminKeys.bloodTests, 'blood-tests')
export const bloodTestsQuery = bloodTests.list
export const createBloodTest = bloodTests.create
export const updateBloodTest = bloodTests.update
export const deleteBloodTest = bloodTests.remove
