import { bloodTestPageRead, CATALOGUE_PAGE_SIZE, POPULAR_BLOOD_TESTS, PUBLIC_READS } from '@labsite/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type BloodTestFilter, getBloodTestCategories, getBloodTestPage } from './blood-test-requests'

export type { BloodTestFilter } from './blood-test-requests'

/** A page of the (filtered) list; while a new filter loads, the last answer stays on screen. */
export const useBloodTestPage = (filter: BloodTestFilter, offset: number, limit = CATALOGUE_PAGE_SIZE) =>
  useQuery({
    queryKey: bloodTestPageRead(filter, offset, limit).key,
    queryFn: () => getBloodTestPage(filter, offset, limit),
    placeholderData: keepPreviousData,
  })

export const useBloodTestCategories = () =>
  useQuery({ queryKey: PUBLIC_READS.bloodTestCategories.key, queryFn: getBloodTestCategories })

/** The popular tests (shared/src/public-reads.ts), the list the server's first screen carries too. */
export const usePopularBloodTests = () =>
  useBloodTestPage(POPULAR_BLOOD_TESTS.filter, 0, POPULAR_BLOOD_TESTS.limit)
