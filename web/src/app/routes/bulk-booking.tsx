import { Button, Container } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { BulkDiscountDetails } from '../../features/offers/components/BulkDiscountDetails'
import { usePageTitle } from '../../features/site/hooks/use-page-title'

/** Bulk booking discount: static text. */
export function BulkBookingRoute() {
  usePageTitle('bulkBooking')
  const { t } = useTranslation()
  return (
    <Container size="md" py={48}>
      <BulkDiscountDetails />
      <Button component={Link} to={PATHS.bookConsultation} mt="xl">
        {t('footer.bookConsultation')}
      </Button>
    </Container>
  )
}

export default BulkBookingRoute
