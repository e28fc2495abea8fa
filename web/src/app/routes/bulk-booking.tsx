import { Button, Container } from '@mantine/core'
import { Link } from 'react-router-dom'
import { PATHS } from '../../config/paths'
import { BulkDiscountDetails } from '../../features/offers/components/BulkDiscountDetails'

/** Bulk booking discount (spec §2): static text. */
export function BulkBookingRoute() {
  return (
    <Container size="md" py={48}>
      <BulkDiscountDetails />
      <Button component={Link} to={PATHS.bookConsultation} mt="xl">
        Book a Consultation
      </Button>
    </Container>
  )
}

export default BulkBookingRoute
