import { formatRupees, type Offer } from '@labsite/shared'
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'

/** validTill is a calendar date ('2027-01-05'); read it as local so no time zone shifts the day. */
function formatValidTill(date: string): string {
  const day = new Date(`${date}T00:00:00`)
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
}

/** One offer (spec §2) with every field, '1000+ booked' and a Book Now button. */
export function OfferCard({ offer, onBook }: { offer: Offer; onBook: (offer: Offer) => void }) {
  return (
    <Card component="article" withBorder padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Badge color="red.9" size="lg">{`${offer.discount}% OFF`}</Badge>
          {offer.popularity ? (
            <Badge variant="outline" color="teal.9">
              {offer.popularity}
            </Badge>
          ) : null}
        </Group>
        <Title order={2} size="h3">
          {offer.title}
        </Title>
        <Group gap="sm" align="baseline">
          <Text fw={700} size="xl" c="teal.9">
            {formatRupees(offer.discountedPrice)}
          </Text>
          <Text td="line-through" aria-label={`Original price ${formatRupees(offer.originalPrice)}`}>
            {formatRupees(offer.originalPrice)}
          </Text>
        </Group>
        <Text>{offer.description}</Text>
        {offer.features.length > 0 ? (
          <List spacing={4} size="sm">
            {offer.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="space-between" mt="auto">
          <Text size="sm">Valid till {formatValidTill(offer.validTill)}</Text>
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">1000+ booked</Text>
          </Group>
        </Group>
        <Button onClick={() => onBook(offer)}>Book Now</Button>
      </Stack>
    </Card>
  )
}
