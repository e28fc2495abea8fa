import {
  type BloodTest,
  type BloodTestFilter,
  bloodTestPageRead,
  CATALOGUE_PAGE_SIZE,
  PUBLIC_READS,
} from '@labsite/shared'
import { getPagedRead, getRead } from '../../../lib/api-client'

export type { BloodTestFilter } from '@labsite/shared'

/** One page of matching tests, searched and filtered by the server, and how many match in all. */
export async function getBloodTestPage(
  filter: BloodTestFilter,
  offset: number,
  limit = CATALOGUE_PAGE_SIZE,
): Promise<{ tests: BloodTest[]; total: number }> {
  const { items, total } = await getPagedRead<BloodTest>(bloodTestPageRead(filter, offset, limit))
  return { tests: items, total }
}

export const getBloodTestCategories = () => getRead<string[]>(PUBLIC_READS.bloodTestCategories)
