import { keysOf, STOP_MESSAGES_QUERY, STOP_MESSAGES_VALUES } from '@labsite/shared'
import { Container, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'
import { TrackBooking } from '../../features/bookings/components/TrackBooking'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import '../../i18n/locales/en-bookings'

/** Which channel an opt-out link stops: `?messages=stop` (WhatsApp) or `?messages=stop-mails`. */
const stopAskedBy = (value: string | null) =>
  keysOf(STOP_MESSAGES_VALUES).find((channel) => STOP_MESSAGES_VALUES[channel] === value)

/** /track-booking: a guest follows a booking; the mails link here with `?reference=…#key=…`. */
export function TrackBookingRoute() {
  usePageTitle('trackBooking')
  const { t } = useTranslation()
  const [params] = useSearchParams()
  // The mails' links carry their key in the fragment, which no server or Referer ever sees.
  const linkKey = new URLSearchParams(useLocation().hash.slice(1)).get('key') ?? undefined
  return (
    <Container size="sm" py={48}>
      <Title order={1}>{t('footer.trackBooking')}</Title>
      <Text mt="xs" mb="xl">
        {t('track.intro')}
      </Text>
      <TrackBooking
        initialReference={params.get('reference') ?? ''}
        linkKey={linkKey}
        stopAsked={stopAskedBy(params.get(STOP_MESSAGES_QUERY))}
      />
    </Container>
  )
}

export default TrackBookingRoute
