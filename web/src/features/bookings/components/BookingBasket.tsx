import type { CollectionType } from '@labsite/shared'
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBookingBasket } from '../stores/booking-basket'
import { BasketTotal } from './BasketTotal'
import { FamilyMembers } from './FamilyMembers'

type BookingBasketProps = {
  membersError?: string
  /** Once a day is chosen, the collection whose fee the total includes. */
  collectionType?: CollectionType | null
  pincode?: string
}

/** What the visitor is booking (the basket) and for which family members, with the server's total. */
export function BookingBasket({ membersError, collectionType, pincode }: BookingBasketProps) {
  const { t } = useTranslation()
  const { items, members, remove } = useBookingBasket()
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('basket.label')} component="section">
      <Stack gap="xs">
        <Text fw={600}>{t('basket.title')}</Text>
        {items.length === 0 ? (
          <Text size="sm">{t('basket.empty')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <Group key={`${item.type}-${item.id}`} justify="space-between" wrap="nowrap" component="li">
                <Text size="sm">
                  {item.name}{' '}
                  <Text span c="dimmed" size="sm">
                    {item.price}
                  </Text>
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('basket.remove', { name: item.name })}
                  onClick={() => remove(item)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {items.length > 0 ? <FamilyMembers items={items} error={membersError} /> : null}
        <BasketTotal items={items} members={members} collectionType={collectionType} pincode={pincode} />
      </Stack>
    </Paper>
  )
}
