import {
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  familyDiscountApplies,
  MAX_FAMILY_MEMBERS,
} from '@labsite/shared'
import { ActionIcon, Badge, Group, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBookingBasket } from '../stores/booking-basket'
import { BasketTotal } from './BasketTotal'

/** What the visitor is booking (the basket) and for how many family members, with the family discount rule. */
export function BookingBasket() {
  const { t } = useTranslation()
  const { items, familyMembers, remove, setFamilyMembers } = useBookingBasket()
  const discount = familyDiscountApplies(familyMembers)
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
        <Group align="end" gap="sm">
          <NumberInput
            label={t('basket.familyMembers')}
            min={1}
            max={MAX_FAMILY_MEMBERS}
            w={140}
            value={familyMembers}
            onChange={(value) =>
              setFamilyMembers(Math.max(1, Math.min(MAX_FAMILY_MEMBERS, Number(value) || 1)))
            }
          />
          {discount ? (
            <Badge color="teal" variant="light" size="lg">
              {t('basket.discountApplies', { percent: BULK_DISCOUNT_PERCENT })}
            </Badge>
          ) : (
            <Text size="sm">
              {t('basket.discountHint', {
                members: BULK_DISCOUNT_MIN_MEMBERS,
                percent: BULK_DISCOUNT_PERCENT,
              })}
            </Text>
          )}
        </Group>
        <BasketTotal items={items} familyMembers={familyMembers} />
      </Stack>
    </Paper>
  )
}
