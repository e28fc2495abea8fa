import { CATALOGUE_PAGE_SIZE } from '@labsite/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type BloodTestFilter, getBloodTestCategories, getBloodTestPage } from './blood-test-requests'

export type { BloodTestFilter } from './blood-test-requests'

/** A page of the (filtered) list; while a new filter loads, the last answer stays on screen. */
export const useBloodTestPage = (filter: BloodTestFilter, offset: number, limit = CATALOGUE_PAGE_SIZE) =>
  useQuery({
    queryKey: ['blood-tests', { ...filter, offset, limit }],
    queryFn: () => getBloodTestPage(filter, offset, limit),
    placeholderData: keepPreviousData,
  })

export const useBloodTestCategories = () =>
  useQuery({ queryKey: ['blood-tests', 'categories'], queryFn: getBloodTestCategories })
