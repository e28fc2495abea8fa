import { bookingWindow, type CollectionType } from '@labsite/shared'
import { Alert, Loader, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { checkPincode, getSlots } from '../api/booking-calendar'

type WhenAndWhereProps = {
  collectionType: CollectionType
  onCollectionType: (value: CollectionType) => void
  dateProps: { value: string; onChange: (value: string) => void; error?: React.ReactNode }
  slotProps: { value: string; onChange: (value: string) => void; error?: React.ReactNode }
  pincodeProps: {
    value: string
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
    error?: React.ReactNode
  }
}

/**
 * Home collection or a lab visit, the day (today … +14, closed days refused) and a slot with places
 * left, and for home collection whether the lab serves the PIN code, asked as it is typed.
 */
export function WhenAndWhere({
  collectionType,
  onCollectionType,
  dateProps,
  slotProps,
  pincodeProps,
}: WhenAndWhereProps) {
  const { t } = useTranslation()
  const { first, last } = bookingWindow()
  const date = dateProps.value
  const slots = useQuery({
    queryKey: ['slots', date],
    queryFn: () => getSlots(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 0,
  })
  const pincode = pincodeProps.value.trim()
  const served = useQuery({
    queryKey: ['pincode', pincode],
    queryFn: () => checkPincode(pincode),
    enabled: collectionType === 'home' && /^[1-9]\d{5}$/.test(pincode),
  })
  const free = (slots.data?.slots ?? []).filter((slot) => slot.remaining > 0)
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('whenWhere.collection')}
        value={collectionType}
        onChange={(value) => onCollectionType(value as CollectionType)}
        data={[
          { value: 'home', label: t('whenWhere.home') },
          { value: 'lab', label: t('whenWhere.lab') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('whenWhere.date')}
          type="date"
          required
          min={first}
          max={last}
          value={date}
          onChange={(event) => {
            dateProps.onChange(event.currentTarget.value)
            slotProps.onChange('')
          }}
          error={dateProps.error}
        />
        <Select
          label={t('whenWhere.slot')}
          required
          placeholder={date ? t('whenWhere.chooseTime') : t('whenWhere.chooseDateFirst')}
          disabled={!date || slots.isLoading}
          rightSection={slots.isLoading ? <Loader size="xs" /> : undefined}
          data={free.map((slot) => ({
            value: slot.id,
            label: t('whenWhere.slotLeft', { label: slot.label, count: slot.remaining }),
          }))}
          value={slotProps.value || null}
          onChange={(value) => slotProps.onChange(value ?? '')}
          error={slotProps.error}
          nothingFoundMessage={t('whenWhere.noFreeSlots')}
        />
      </SimpleGrid>
      {slots.data && !slots.data.bookable ? (
        <Alert color="orange" variant="light" role="status">
          {slots.data.reason}
        </Alert>
      ) : slots.data && free.length === 0 ? (
        <Alert color="orange" variant="light" role="status">
          {t('whenWhere.dayFull')}
        </Alert>
      ) : null}
      {collectionType === 'home' ? (
        <TextInput
          label={t('whenWhere.pincode')}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          value={pincodeProps.value}
          onChange={pincodeProps.onChange}
          error={pincodeProps.error}
          description={
            served.data ? (
              <Text span size="sm" c={served.data.serviceable ? 'teal.8' : 'red.8'} role="status">
                {served.data.serviceable
                  ? t('whenWhere.served', { pincode: served.data.pincode })
                  : t('whenWhere.notServed', { pincode: served.data.pincode })}
              </Text>
            ) : undefined
          }
        />
      ) : null}
    </Stack>
  )
}
