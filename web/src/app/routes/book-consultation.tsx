import { Container, Paper, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { BookingPanel } from '../../features/bookings/components/BookingPanel'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-bookings'

/** The booking form as a page (docs/product.md), the banner's default link. */
export function BookConsultationRoute() {
  usePageTitle('bookConsultation')
  const { t } = useTranslation()
  return (
    <Container size="md" py={48}>
      <Title order={1}>{t('booking.pageTitle')}</Title>
      <Text mt="xs" mb="xl">
        {t('booking.pageIntro')}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <BookingPanel />
      </Paper>
    </Container>
  )
}

export default BookConsultationRoute
