import type { ThyroidPackage } from '@labsite/shared'
import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useThyroidPackages } from '../api/get-thyroid-packages'
import { ThyroidPackageCard } from './ThyroidPackageCard'

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
      <Alert color="red" title={t('thyroid.loadFailed')}>
        <Text mb="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red.9" onClick={() => void retry()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
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
