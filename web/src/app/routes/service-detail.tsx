import { Alert, Button, Center, Container, Grid, Loader, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { BookingDialog } from '../../features/bookings/components/BookingDialog'
import { useService } from '../../features/catalogue/api/get-services'
import { MobileBookingBar } from '../../features/catalogue/components/service-detail/MobileBookingBar'
import { ServiceBookingCard } from '../../features/catalogue/components/service-detail/ServiceBookingCard'
import { ServiceInformation } from '../../features/catalogue/components/service-detail/ServiceInformation'
import { ServiceNotFound } from '../../features/catalogue/components/service-detail/ServiceNotFound'
import { ServiceOverview } from '../../features/catalogue/components/service-detail/ServiceOverview'
import { ServiceStatistics } from '../../features/catalogue/components/service-detail/ServiceStatistics'
import { useBusinessContact } from '../../features/site/api/get-site-content'
import { usePageTitle } from '../../features/site/hooks/use-page-title'
import { usePrices } from '../../i18n/use-locale'
import { ApiError } from '../../lib/api-client'

/** Service detail, or 'Service Not Found' for an unknown id. */
export function ServiceDetailRoute() {
  const { t } = useTranslation()
  const prices = usePrices()
  const { id = '' } = useParams()
  const { data: service, error, refetch: retry } = useService(id)
  const { data: contact } = useBusinessContact()
  const [bookingOpened, booking] = useDisclosure(false)
  // The title follows the route and the language; nothing is restored on leaving (the next page sets its own).
  usePageTitle(service ? { title: service.title } : 'service')

  // A malformed id is refused with 400 before the lookup; to a visitor both mean "no such service".
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <ServiceNotFound />
  if (error) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" title={t('catalogue.serviceLoadFailed')}>
          <Text mb="sm">{error.message}</Text>
          <Button size="xs" variant="outline" color="red.9" onClick={() => void retry()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      </Container>
    )
  }
  if (!service) {
    return (
      <Center py={80}>
        <Loader aria-label={t('catalogue.loadingService')} />
      </Center>
    )
  }
  const contactHref = contact
    ? `mailto:${contact.email}?subject=${encodeURIComponent(t('catalogue.questionSubject', { title: service.title }))}`
    : undefined
  return (
    <Container size="xl" py={40}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <ServiceOverview service={service} />
            <ServiceInformation service={service} />
            <ServiceStatistics service={service} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ServiceBookingCard service={service} onBook={booking.open} contactHref={contactHref} />
        </Grid.Col>
      </Grid>
      <MobileBookingBar service={service} onBook={booking.open} />
      <BookingDialog
        opened={bookingOpened}
        onClose={booking.close}
        title={t('common.bookItem', { name: service.title })}
        item={{
          type: 'service',
          id: service.id,
          name: service.title,
          price: prices.servicePrice(service.amount),
          amount: service.amount,
        }}
      />
    </Container>
  )
}

export default ServiceDetailRoute
