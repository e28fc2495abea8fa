import { type BookingItem, type CollectionType, formatCalendarDate } from '@labsite/shared'
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { getSlots } from '../api/booking-calendar'
import type { BookingSubmission } from '../api/submit-booking'
import { useBookingQuote } from '../hooks/use-booking-quote'
import { type BasketMember, itemKey } from '../stores/booking-basket'
import { BasketTotal } from './BasketTotal'
import '../../../i18n/locales/en-bookings'

type BookingReviewProps = {
  values: BookingSubmission
  items: readonly BookingItem[]
  members: readonly BasketMember[]
  busy: boolean
  /** Back to the form, everything typed kept. */
  onChange: () => void
  /** When the lab takes payment online: pay now (UPI first, cards) or at collection. */
  payment?: { payNow: boolean; onPayNow: (payNow: boolean) => void }
}

/** The collection a booking of these values is priced with: none until a day is chosen. */
export const reviewedCollection = (values: BookingSubmission): CollectionType | null =>
  values.preferredDate ? (values.collectionType ?? 'home') : null

function Part({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7">
        {label}
      </Text>
      {children}
    </div>
  )
}

/**
 * The checkout's review: who, what, when, where and the total with the collection fee now
 * that the kind of collection is known, before the visitor confirms. The confirm button submits the
 * form it sits in, so the booking goes out exactly as reviewed.
 */
export function BookingReview({ values, items, members, busy, onChange, payment }: BookingReviewProps) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  const date = values.preferredDate ?? ''
  const slots = useQuery({ queryKey: ['slots', date], queryFn: () => getSlots(date), enabled: Boolean(date) })
  const slotLabel = slots.data?.slots.find((slot) => slot.id === values.slotId)?.label
  const collectionType = reviewedCollection(values)
  const quoteInput = { items, members, collectionType, pincode: values.pincode }
  // Confirm waits for the quote of exactly what is shown: the booking is sent with that total.
  const quote = useBookingQuote(quoteInput)
  const quoted = quote.data !== undefined && !quote.isPlaceholderData
  // The form's fields are gone from the screen: focus goes to what replaced them.
  useEffect(() => heading.current?.focus(), [])

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="booking-review-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="booking-review-title" ref={heading} tabIndex={-1}>
          {t('review.title')}
        </Title>
        <Part label={t('review.who')}>
          <Text size="sm">{[values.name, values.phone, values.email].join(' · ')}</Text>
        </Part>
        <Part label={t('review.what')}>
          {members.length === 0
            ? items.map((item) => (
                <Text size="sm" key={itemKey(item)}>
                  {item.name} ({item.price})
                </Text>
              ))
            : members.map((member, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the members as numbered in the basket
                <Text size="sm" key={index} data-testid="review-member">
                  {t('review.member', {
                    name: member.name,
                    age: member.age,
                    sex: member.sex ? t(`basket.sex.${member.sex}`) : '',
                    items: items
                      .filter((item) => member.items.includes(itemKey(item)))
                      .map((item) => item.name)
                      .join(', '),
                  })}
                </Text>
              ))}
          <Text size="sm">{t('review.forMembers', { count: Math.max(1, members.length) })}</Text>
          {values.files.length > 0 ? (
            <Text size="sm">
              {t('review.files', { names: values.files.map((file) => file.name).join(', ') })}
            </Text>
          ) : null}
        </Part>
        <Part label={t('review.when')}>
          <Text size="sm">
            {date
              ? `${formatCalendarDate(date, locale, 'weekday')}${slotLabel ? `, ${slotLabel}` : ''}`
              : t('review.noDate')}
          </Text>
        </Part>
        {collectionType ? (
          <Part label={t('review.where')}>
            <Text size="sm">
              {collectionType === 'home'
                ? t('review.home', { address: values.address, pincode: values.pincode })
                : t('review.lab')}
            </Text>
          </Part>
        ) : null}
        <BasketTotal {...quoteInput} />
        {payment ? (
          <Radio.Group
            label={t('payment.how')}
            value={payment.payNow ? 'now' : 'later'}
            onChange={(value) => payment.onPayNow(value === 'now')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="now" label={t('payment.payNow')} />
              <Radio value="later" label={t('payment.atCollection')} />
            </Stack>
          </Radio.Group>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onChange} disabled={busy}>
            {t('review.change')}
          </Button>
          <Button type="submit" loading={busy} disabled={!quoted}>
            {t('review.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
