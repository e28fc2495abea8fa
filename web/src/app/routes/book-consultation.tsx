import { Container, Paper, Text, Title } from '@mantine/core'
import { BookingPanel } from '../../features/enquiries/components/BookingPanel'

/** Book a consultation (DESIGN §4.13): the booking form as a page, the banner's default link. */
export function BookConsultationRoute() {
  return (
    <Container size="md" py={48}>
      <Title order={1}>Book a Consultation</Title>
      <Text mt="xs" mb="xl">
        Tell us what you need and where you are. Our team calls you back to confirm a time for the home sample
        collection.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <BookingPanel />
      </Paper>
    </Container>
  )
}

export default BookConsultationRoute
