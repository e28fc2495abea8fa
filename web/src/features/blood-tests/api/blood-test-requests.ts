import { ALL_CATEGORIES, type BloodTest, CATALOGUE_PAGE_SIZE } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** What the visitor narrowed the list to: words anywhere in a test, and one category or 'All'. */
export interface BloodTestFilter {
  search: string
  category: string
}

/** One page of matching tests, searched and filtered by the server, and how many match in all. */
export async function getBloodTestPage(
  filter: BloodTestFilter,
  offset: number,
  limit = CATALOGUE_PAGE_SIZE,
): Promise<{ tests: BloodTest[]; total: number }> {
  const searchParams: Record<string, string | number> = { limit, offset }
  const q = filter.search.trim()
  if (q) searchParams.q = q
  if (filter.category !== ALL_CATEGORIES) searchParams.category = filter.category
  const response = await api.get('blood-tests', { searchParams })
  return {
    tests: await response.json<BloodTest[]>(),
    total: Number(response.headers.get('x-total-count') ?? 0),
  }
}

export const getBloodTestCategories = () => api.get('blood-tests/categories').json<string[]>()
