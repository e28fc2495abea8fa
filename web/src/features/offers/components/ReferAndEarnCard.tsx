import { REFERRAL_CREDIT_RUPEES } from '@labsite/shared'
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconGift } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { usePrices } from '../../../i18n/use-locale'

/** The Refer and Earn promotion of the offers page; the dialog itself belongs to the page. */
export function ReferAndEarnCard({ onRefer }: { onRefer: () => void }) {
  const { t } = useTranslation()
  const { price } = usePrices()
  return (
    <Card withBorder padding="xl" bg="teal.0">
      <Group justify="space-between" wrap="wrap" gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconGift size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('offers.referTitle')}
            </Title>
            <Text>{t('offers.referText', { credit: price(REFERRAL_CREDIT_RUPEES) })}</Text>
          </Stack>
        </Group>
        <Button size="md" onClick={onRefer}>
          {t('offers.referButton')}
        </Button>
      </Group>
    </Card>
  )
}
