import type { Service } from '@labsite/shared'
import { SimpleGrid, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingBlock } from '../../../components/LoadingBlock'
import { useRenderedCount } from '../../../lib/use-rendered-count'
import { useServices } from '../api/get-services'
import { ServiceCard } from './ServiceCard'

// Mantine's Alert only if the list fails: a first visit does not pay for it.
const LoadFailed = lazy(() => import('../../../components/LoadFailed'))

/** Cards drawn with the page (a row on a wide screen, more than a phone's first screen), then more at a time while idle. */
const FIRST_CARDS = 4
const CARDS_PER_IDLE_MOMENT = 4

export function ServiceCards({ services }: { services: Service[] }) {
  const shown = useRenderedCount(services.length, FIRST_CARDS, CARDS_PER_IDLE_MOMENT)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="service-cards">
      {services.slice(0, shown).map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </SimpleGrid>
  )
}

/** Placeholders of the cards' size, so nothing below moves when the cards arrive. */
export function ServiceCardsLoading({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <LoadingBlock key={i} height={360} />
      ))}
    </SimpleGrid>
  )
}

/** The package cards could not be loaded: the reason and a retry. */
export function ServiceCardsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Suspense fallback={null}>
      <LoadFailed title={t('catalogue.loadFailed')} error={error} onRetry={onRetry} />
    </Suspense>
  )
}

/** The package cards grid of the home page: the first `limit` services, fetched alone. */
export function ServiceGrid({ limit }: { limit: number }) {
  const { t } = useTranslation()
  const { data: services, error, refetch: retry } = useServices(limit)
  if (error) return <ServiceCardsError error={error} onRetry={() => void retry()} />
  if (!services) return <ServiceCardsLoading count={limit} />
  if (services.length === 0) return <Text>{t('catalogue.noPackages')}</Text>
  return <ServiceCards services={services.slice(0, limit)} />
}
