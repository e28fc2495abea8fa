import type { ThyroidPackage } from '@labsite/shared'
import { SimpleGrid, Skeleton, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useThyroidPackages } from '../api/get-thyroid-packages'
import { ThyroidPackageCard } from './ThyroidPackageCard'

// Mantine's Alert only if the list fails: a first visit does not pay for it.
const LoadFailed = lazy(() => import('../../../components/LoadFailed'))

/** The thyroid package cards, or the matches of `search` alone; `onBook` opens the page's booking dialog. */
export function ThyroidPackageList({
  onBook,
  search = '',
}: {
  onBook: (pkg: ThyroidPackage) => void
  search?: string
}) {
  const { t } = useTranslation()
  const { data: packages, error, refetch: retry } = useThyroidPackages(search)
  if (error) {
    return (
      <Suspense fallback={null}>
        <LoadFailed title={t('thyroid.loadFailed')} error={error} onRetry={() => void retry()} />
      </Suspense>
    )
  }
  if (!packages) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
        <Skeleton h={420} radius="md" />
        <Skeleton h={420} radius="md" />
        <Skeleton h={420} radius="md" />
        <Skeleton h={420} radius="md" />
      </SimpleGrid>
    )
  }
  if (packages.length === 0)
    return <Text>{search ? t('thyroid.noMatches', { query: search }) : t('thyroid.none')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {packages.map((pkg) => (
        <ThyroidPackageCard key={pkg.id} pkg={pkg} onBook={onBook} />
      ))}
    </SimpleGrid>
  )
}
