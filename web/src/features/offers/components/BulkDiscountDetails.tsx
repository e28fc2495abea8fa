import { BULK_DISCOUNT_MIN_MEMBERS, BULK_DISCOUNT_PERCENT } from '@labsite/shared'
import { List, Stack, Text, Title } from '@mantine/core'

/** The static text of the bulk booking discount page (spec §2). */
export function BulkDiscountDetails() {
  return (
    <Stack gap="md">
      <Title order={1}>Bulk Booking Discount</Title>
      <Text size="lg">
        Booking for {BULK_DISCOUNT_MIN_MEMBERS} or more family members gives you an extra{' '}
        {BULK_DISCOUNT_PERCENT}% off, applied automatically at checkout.
      </Text>
      <Title order={2} size="h3">
        How it works
      </Title>
      <List spacing="xs">
        <List.Item>The minimum is {BULK_DISCOUNT_MIN_MEMBERS} family members in one booking.</List.Item>
        <List.Item>
          The extra {BULK_DISCOUNT_PERCENT}% discount is applied automatically at checkout.
        </List.Item>
        <List.Item>The offer is valid on selected tests and packages.</List.Item>
      </List>
    </Stack>
  )
}
