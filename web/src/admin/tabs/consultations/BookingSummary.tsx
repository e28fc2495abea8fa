import { bookedItemLines, type Consultation } from '@labsite/shared'
import { Badge, Stack, Text } from '@mantine/core'

/** What was booked, when and where: the part of a booking the front desk works from. */
export function BookingSummary({ consultation }: { consultation: Consultation }) {
  if (!consultation.reference && consultation.items.length === 0) return null
  return (
    <Stack gap={2} mb={4}>
      {consultation.reference ? (
        <Text fw={700} size="sm">
          {consultation.reference}
        </Text>
      ) : null}
      {bookedItemLines(consultation).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {consultation.preferredDate ? (
        <Text size="sm">
          {consultation.preferredDate} {consultation.slotLabel} ·{' '}
          {consultation.collectionType === 'home' ? `Home, PIN ${consultation.pincode}` : 'Lab visit'}
        </Text>
      ) : null}
      {consultation.familyDiscount ? (
        <Badge color="teal" variant="light">
          {consultation.familyMembers} family members: discount
        </Badge>
      ) : null}
    </Stack>
  )
}
