import { formatServicePrice, type Service } from '@labsite/shared'
import { Button, Card, Stack, Text } from '@mantine/core'

type ServiceBookingCardProps = {
  service: Service
  onBook: () => void
  /** Where 'Contact for Questions' leads (a mailto link); the button waits until it is known. */
  contactHref?: string
}

/** The sticky booking card beside the service details (spec §2). */
export function ServiceBookingCard({ service, onBook, contactHref }: ServiceBookingCardProps) {
  return (
    <Card withBorder padding="lg" shadow="sm" pos="sticky" top={120}>
      <Stack gap="sm">
        <Text size="sm">Price</Text>
        <Text fw={700} size="xl" c="teal.9">
          {formatServicePrice(service.price)}
        </Text>
        <Text size="sm">Free home sample collection. Our team calls you back to confirm a time.</Text>
        <Button size="md" onClick={onBook}>
          Book Now
        </Button>
        <Button
          size="md"
          variant="outline"
          component="a"
          href={contactHref}
          disabled={!contactHref}
          aria-disabled={!contactHref}
        >
          Contact for Questions
        </Button>
      </Stack>
    </Card>
  )
}
