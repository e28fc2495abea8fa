import type { Service } from '@labsite/shared'
import { Button, Card, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePrices } from '../../../../i18n/use-locale'

type ServiceBookingCardProps = {
  service: Service
  onBook: () => void
  /** Where 'Contact for Questions' leads (a mailto link); the button waits until it is known. */
  contactHref?: string
}

/** The sticky booking card beside the service details. */
export function ServiceBookingCard({ service, onBook, contactHref }: ServiceBookingCardProps) {
  const { t } = useTranslation()
  const { servicePrice } = usePrices()
  return (
    <Card withBorder padding="lg" shadow="sm" pos="sticky" top={120}>
      <Stack gap="sm">
        <Text size="sm">{t('catalogue.price')}</Text>
        <Text fw={700} size="xl" c="teal.9">
          {servicePrice(service.amount)}
        </Text>
        <Text size="sm">{t('catalogue.bookingNote')}</Text>
        <Button size="md" onClick={onBook}>
          {t('common.bookNow')}
        </Button>
        <Button
          size="md"
          variant="outline"
          component="a"
          href={contactHref}
          disabled={!contactHref}
          aria-disabled={!contactHref}
        >
          {t('catalogue.contactForQuestions')}
        </Button>
      </Stack>
    </Card>
  )
}
