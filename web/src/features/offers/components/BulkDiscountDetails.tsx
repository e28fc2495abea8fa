import { BULK_DISCOUNT_MIN_MEMBERS, BULK_DISCOUNT_PERCENT } from '@labsite/shared'
import { List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The static text of the bulk booking discount page. */
export function BulkDiscountDetails() {
  const { t } = useTranslation()
  const values = { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT }
  return (
    <Stack gap="md">
      <Title order={1}>{t('offers.bulkTitle')}</Title>
      <Text size="lg">{t('offers.bulkIntro', values)}</Text>
      <Title order={2} size="h3">
        {t('offers.bulkHow')}
      </Title>
      <List spacing="xs">
        <List.Item>{t('offers.bulkMinimum', values)}</List.Item>
        <List.Item>{t('offers.bulkApplied', values)}</List.Item>
        <List.Item>{t('offers.bulkValid')}</List.Item>
      </List>
    </Stack>
  )
}
