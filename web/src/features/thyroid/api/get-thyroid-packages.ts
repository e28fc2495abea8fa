import { thyroidPackagesRead } from '@labsite/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getThyroidPackages } from './thyroid-package-requests'

export { getThyroidPackages } from './thyroid-package-requests'

/** The packages or a search's matches; the whole list keeps the key the server-drawn page fills. */
export const useThyroidPackages = (search = '') =>
  useQuery({
    queryKey: thyroidPackagesRead(search).key,
    queryFn: () => getThyroidPackages(search),
    // While the next query's answer comes, the last one stays rather than skeletons flashing.
    placeholderData: search ? keepPreviousData : undefined,
  })
