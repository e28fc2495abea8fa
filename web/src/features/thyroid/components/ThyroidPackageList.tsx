import type { ThyroidPackage } from '@labsite/shared'
import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useThyroidPackages } from '../api/get-thyroid-packages'
import { ThyroidPackageCard } from './ThyroidPackageCard'

/** The thyroid package cards; `onBook` opens the page's booking dialog. */
export function ThyroidPackageList({ onBook }: { onBook: (pkg: ThyroidPackage) => void }) {
  const { data: packages, error, refetch: retry } = useThyroidPackages()
  if (error) {
    return (
      <Alert color="red" title="Thyroid packages could not be loaded">
        <Text mb="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red.9" onClick={() => void retry()}>
          Try again
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
  if (packages.length === 0) return <Text>No thyroid packages are available right now.</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {packages.map((pkg) => (
        <ThyroidPackageCard key={pkg.id} pkg={pkg} onBook={onBook} />
      ))}
    </SimpleGrid>
  )
}
