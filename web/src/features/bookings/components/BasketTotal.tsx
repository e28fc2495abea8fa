import { BULK_DISCOUNT_PERCENT, DEFAULT_COLLECTION_FEE_RULE, formatPrice } from '@labsite/shared'
import { Group, Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useGlobalSettings } from '../../../i18n/get-global-settings'
import { usePriceFormat } from '../../../i18n/use-locale'
import { type QuoteInput, useBookingQuote } from '../hooks/use-booking-quote'

/**
 * The basket's total as the server quotes it (POST /api/bookings/quote), priced by the code that prices
 * the booking itself: each member's items, the family discount and, once the kind of collection is
 * known (`collectionType` given), its fee; before that the lab's fee rule is said in words. The
 * browser adds nothing up.
 */
export function BasketTotal(input: QuoteInput) {
  const { t } = useTranslation()
  const format = usePriceFormat()
  const { data: settings } = useGlobalSettings()
  const quote = useBookingQuote(input)
  if (!format || input.items.length === 0) return null
  const total = quote.data?.total
  if (!total) {
    return quote.isError ? (
      <Text size="sm" c="red.9" data-testid="basket-total">
        {t('basket.quoteFailed')}
      </Text>
    ) : (
      <Loader size="xs" aria-label={t('basket.quoting')} />
    )
  }
  const money = (amount: number) => formatPrice(amount, { ...format, currencyCode: total.currency })
  const rule = settings?.collectionFee ?? DEFAULT_COLLECTION_FEE_RULE
  const known = input.collectionType !== undefined
  const people = Math.max(1, input.members.filter((member) => member.items.length > 0).length)
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
    <Stack gap={2} data-testid="basket-total" aria-busy={quote.isFetching}>
      {row(t('basket.itemsFor', { count: people }), money(total.items))}
      {total.familyDiscount > 0
        ? row(t('basket.discountLine', { percent: BULK_DISCOUNT_PERCENT }), `−${money(total.familyDiscount)}`)
        : null}
      {known && input.collectionType === 'home'
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
