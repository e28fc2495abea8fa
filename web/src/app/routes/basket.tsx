import { Container, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BookingPanel } from '../../features/bookings/components/BookingPanel'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/**
 * The basket as a page: what was chosen with "Book Now" on any page, for how many family
 * members, the total, then when and where, and the booking itself — the checkout.
 */
export function BasketRoute() {
  usePageTitle('basket')
  const { t } = useTranslation()
  return (
    <Container size="md" py={48}>
      <Title order={1}>{t('basket.title')}</Title>
      <Text mt="xs" mb="xl">
        {t('basket.pageIntro')}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <BookingPanel />
      </Paper>
    </Container>
  )
}

export default BasketRoute
