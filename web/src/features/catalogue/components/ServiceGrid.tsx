import type { Service } from '@labsite/shared'
import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useServices } from '../api/get-services'
import { ServiceCard } from './ServiceCard'

type ServiceGridProps = {
  /** Show only the first `limit` services (the home page shows 8). */
  limit?: number
}

function Cards({ services }: { services: Service[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="service-cards">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </SimpleGrid>
  )
}

/** The package cards grid of the home page and of /all-services. */
export function ServiceGrid({ limit }: ServiceGridProps) {
  const { data: services, error, refetch: retry } = useServices()
  if (error) {
    return (
      <Alert color="red" title="Packages could not be loaded">
        <Text mb="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red.9" onClick={() => void retry()}>
          Try again
        </Button>
      </Alert>
    )
  }
  if (!services) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
        {Array.from({ length: limit ?? 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={360} radius="md" />
        ))}
      </SimpleGrid>
    )
  }
  if (services.length === 0) return <Text>No packages are available right now.</Text>
  return <Cards services={limit === undefined ? services : services.slice(0, limit)} />
}
