import { type Booking, bookedItemLines } from '@labsite/shared'
import { Badge, Stack, Text } from '@mantine/core'

/** What was booked, when and where: the part of a booking the front desk works from. */
export function BookingSummary({ booking }: { booking: Booking }) {
  if (!booking.reference && booking.items.length === 0) return null
  return (
    <Stack gap={2} mb={4}>
      {booking.reference ? (
        <Text fw={700} size="sm">
          {booking.reference}
        </Text>
      ) : null}
      {bookedItemLines(booking).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {booking.preferredDate ? (
        <Text size="sm">
          {booking.preferredDate} {booking.slotLabel} ·{' '}
          {booking.collectionType === 'home' ? `Home, PIN ${booking.pincode}` : 'Lab visit'}
        </Text>
      ) : null}
      {booking.familyDiscount ? (
        <Badge color="teal" variant="light">
          {booking.familyMembers} family members: discount
        </Badge>
      ) : null}
    </Stack>
  )
}
