import { REFERRAL_CREDIT_RUPEES } from '@labsite/shared'
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconGift } from '@tabler/icons-react'

/** The Refer and Earn promotion of the offers page; the dialog itself belongs to the page. */
export function ReferAndEarnCard({ onRefer }: { onRefer: () => void }) {
  return (
    <Card withBorder padding="xl" bg="teal.0">
      <Group justify="space-between" wrap="wrap" gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconGift size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3">
              Refer and Earn
            </Title>
            <Text>Refer a friend and earn up to Rs.{REFERRAL_CREDIT_RUPEES} credit per referral.</Text>
          </Stack>
        </Group>
        <Button size="md" onClick={onRefer}>
          Refer a Friend
        </Button>
      </Group>
    </Card>
  )
}
