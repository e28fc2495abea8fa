import {
  type BookingItem,
  BULK_DISCOUNT_PERCENT,
  bookingTotal,
  type CollectionType,
  collectionFeeFor,
  DEFAULT_COLLECTION_FEE_RULE,
  formatPrice,
  itemsAfterDiscount,
  numericPrice,
  peopleBooked,
} from '@labsite/shared'
import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useGlobalSettings } from '../../../i18n/get-global-settings'
import { usePriceFormat } from '../../../i18n/use-locale'
import { type BasketMember, itemKey } from '../stores/booking-basket'

type BasketTotalProps = {
  items: readonly BookingItem[]
  /** The named family members; none: the booking is for the person booking, every item once. */
  members: readonly BasketMember[]
  /** Once chosen (the checkout's review), the fee is applied instead of its rule said in words. */
  collectionType?: CollectionType | null
}

/**
 * The basket's total by the shared rule the server books with (issue 24): each family member's own
 * items, the family discount from three members, and the lab's home-collection fee rule said in
 * words (it applies once home collection is chosen). A "from" price (a service's "₹1,799+") counts as
 * on request: the lab confirms it.
 */
export function BasketTotal({ items, members, collectionType }: BasketTotalProps) {
  const { t } = useTranslation()
  const format = usePriceFormat()
  const { data: settings } = useGlobalSettings()
  if (!format || items.length === 0) return null
  const money = (amount: number) => formatPrice(amount, format)
  const amountOf = (item: BookingItem) => ({ amount: item.amount ?? numericPrice(item.price) })
  const lines = {
    items: items.map(amountOf),
    familyMembers: 1,
    members: members.map((member) => ({
      items: items.filter((item) => member.items.includes(itemKey(item))).map(amountOf),
    })),
  }
  const rule = settings?.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE
  const known = collectionType !== undefined
  const total = bookingTotal({
    ...lines,
    collectionFee: known ? collectionFeeFor(rule, collectionType, itemsAfterDiscount(lines)) : 0,
    currency: format.currencyCode,
  })
  const row = (label: string, value: string, strong = false) => (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  )
  return (
    <Stack gap={2} data-testid="basket-total">
      {row(t('basket.itemsFor', { count: peopleBooked(lines) }), money(total.items))}
      {total.familyDiscount > 0
        ? row(t('basket.discountLine', { percent: BULK_DISCOUNT_PERCENT }), `−${money(total.familyDiscount)}`)
        : null}
      {known && collectionType === 'home'
        ? row(t('basket.feeLine'), total.collectionFee > 0 ? money(total.collectionFee) : t('basket.free'))
        : null}
      {row(t('basket.total'), money(total.total), true)}
      {!known && rule.amount > 0 ? (
        <Text size="xs" c="dimmed">
          {rule.freeAbove > 0
            ? t('basket.feeRule', { fee: money(rule.amount), threshold: money(rule.freeAbove) })
            : t('basket.feeAlways', { fee: money(rule.amount) })}
        </Text>
      ) : null}
      {total.priceOnRequest ? (
        <Text size="xs" c="dimmed">
          {t('basket.onRequest')}
        </Text>
      ) : null}
    </Stack>
  )
}
