import type { Offer } from '@labsite/shared'
import { Alert, Button, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useOffers } from '../api/get-offers'
import { OfferCard } from './OfferCard'

/** Every current offer as a card; `onBook` opens the page's booking dialog. */
export function OfferList({ onBook }: { onBook: (offer: Offer) => void }) {
  const { t } = useTranslation()
  const { data: offers, error, refetch: retry } = useOffers()
  if (error) {
    return (
      <Alert color="red" title={t('offers.loadFailed')}>
        <Text mb="sm">{error.message}</Text>
        <Button size="xs" variant="outline" color="red.9" onClick={() => void retry()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    )
  }
  if (!offers) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy="true">
        <Skeleton h={380} radius="md" />
        <Skeleton h={380} radius="md" />
        <Skeleton h={380} radius="md" />
      </SimpleGrid>
    )
  }
  if (offers.length === 0) return <Text>{t('offers.none')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} onBook={onBook} />
      ))}
    </SimpleGrid>
  )
}
