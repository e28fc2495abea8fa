import type { BloodTest } from '@labsite/shared'

/** A stored blood test at version 3, as GET /blood-tests lists it. */
export const TEST_BLOOD_TEST: BloodTest = {
  _id: 'b1',
  id: 'b1',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  name: 'CBC',
  category: 'Haematology',
  description: 'Complete blood count.',
  price: 300,
  originalPrice: 500,
  sampleType: 'Blood',
  fasting: 'Not Required',
  reportTime: '24 hours',
  preparation: '',
}
