import { formatPackageTilePrice, HERO_PACKAGES } from '@labsite/shared'
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { servicePath } from '../../../config/paths'
import { useServices } from '../../catalogue/api/get-services'

/** Placeholders and tiles share one height, so nothing below moves when the tiles arrive (layout shift). */
const TILE_HEIGHT = 112

/** The six package tiles of the hero (spec §2): the first six services, with test count and price. */
export function PackageTiles() {
  const { data: services } = useServices()
  if (!services) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {HERO_PACKAGES.map((pkg) => (
          <Skeleton key={pkg.testsCount} h={TILE_HEIGHT} radius="md" />
        ))}
      </SimpleGrid>
    )
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="package-tiles">
      {services.slice(0, HERO_PACKAGES.length).map((service) => (
        <Card
          key={service.id}
          component={Link}
          to={servicePath(service.id)}
          withBorder
          padding="sm"
          h={TILE_HEIGHT}
          aria-label={`${service.title}: ${service.testsCount} tests, ${formatPackageTilePrice(service.price)}`}
        >
          <Text fw={600} size="sm" lineClamp={2}>
            {service.title}
          </Text>
          <Text size="sm">{service.testsCount} tests</Text>
          <Text fw={700} c="teal.9">
            {formatPackageTilePrice(service.price)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
