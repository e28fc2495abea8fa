import { BULK_DISCOUNT_MIN_MEMBERS, BULK_DISCOUNT_PERCENT } from '@labsite/shared'
import { Button, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAward, IconUsersGroup } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { PATHS } from '../../../config/paths'

/** The two extra promotions of the offers page (spec §2): bulk booking, and a loyalty program with no action yet. */
export function PromotionCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="xl">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconUsersGroup size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" mt="md">
          Bulk Booking Discount
        </Title>
        <Text mt="xs" mb="md">
          Book for {BULK_DISCOUNT_MIN_MEMBERS} or more family members and get an extra {BULK_DISCOUNT_PERCENT}
          % off.
        </Text>
        <Button component={Link} to={PATHS.bulkBooking} variant="outline" style={{ alignSelf: 'flex-start' }}>
          Learn More
        </Button>
      </Card>
      <Card withBorder padding="xl">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconAward size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" mt="md">
          Loyalty Program
        </Title>
        <Text mt="xs">Regular check-ups earn you loyalty benefits on your future bookings.</Text>
      </Card>
    </SimpleGrid>
  )
}
