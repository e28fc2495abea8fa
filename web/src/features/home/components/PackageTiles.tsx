import { HERO_PACKAGES, HERO_TILE_HEIGHT, heroTileServices, heroTileValues } from '@labsite/shared'
import { Card, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LoadingBlock } from '../../../components/LoadingBlock'
import { servicePath } from '../../../config/paths'
import { usePrices } from '../../../i18n/use-locale'
import { useServices } from '../../catalogue/api/get-services'

/** Placeholders and tiles share one height, so nothing below moves when the tiles arrive (layout shift). */
const TILE_HEIGHT = HERO_TILE_HEIGHT

/** The six package tiles of the hero: the first six services, with test count and price. */
export function PackageTiles() {
  const { t } = useTranslation()
  const { price } = usePrices()
  const { data: services } = useServices()
  if (!services) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {HERO_PACKAGES.map((pkg) => (
          <LoadingBlock key={pkg.testsCount} height={TILE_HEIGHT} />
        ))}
      </SimpleGrid>
    )
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="package-tiles">
      {heroTileServices(services).map((service) => (
        <Card
          key={service.id}
          component={Link}
          to={servicePath(service.id)}
          withBorder
          padding="sm"
          h={TILE_HEIGHT}
          aria-label={t('home.tileLabel', heroTileValues(service, price(service.amount)))}
        >
          <Text fw={600} size="sm" lineClamp={2}>
            {service.title}
          </Text>
          <Text size="sm">{t('home.tileTests', { count: service.testsCount })}</Text>
          <Text fw={700} c="teal.9">
            {price(service.amount)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
