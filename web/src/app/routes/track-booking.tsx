import { Container, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { TrackBooking } from '../../features/enquiries/components/TrackBooking'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** /track-booking (issue 24): a guest follows a booking; the mails link here with `?reference=`. */
export function TrackBookingRoute() {
  usePageTitle('trackBooking')
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <Container size="sm" py={48}>
      <Title order={1}>{t('footer.trackBooking')}</Title>
      <Text mt="xs" mb="xl">
        {t('track.intro')}
      </Text>
      <TrackBooking initialReference={params.get('reference') ?? ''} />
    </Container>
  )
}

export default TrackBookingRoute
