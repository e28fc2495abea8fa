import { COLLECTION_TYPES, type CollectionType, isOneOf } from '@labsite/shared'
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { checkPincode } from '../api/booking-calendar'
import { SlotPicker, type SlotPickerProps } from './SlotPicker'
import '../../../i18n/locales/en-bookings'

type WhenAndWhereProps = {
  collectionType: CollectionType
  onCollectionType: (value: CollectionType) => void
  dateProps: SlotPickerProps['dateProps']
  slotProps: SlotPickerProps['slotProps']
  pincodeProps: {
    value: string
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
    error?: React.ReactNode
  }
}

/**
 * Home collection or a lab visit, the day (optional: today … +14, closed days refused), then a slot
 * with places left, and for home collection whether the lab serves the PIN code, asked as it is typed.
 * What is marked required is what the form enforces: slot and PIN only once a day is chosen.
 */
export function WhenAndWhere({
  collectionType,
  onCollectionType,
  dateProps,
  slotProps,
  pincodeProps,
}: WhenAndWhereProps) {
  const { t } = useTranslation()
  const date = dateProps.value
  const pincode = pincodeProps.value.trim()
  const served = useQuery({
    queryKey: ['pincode', pincode],
    queryFn: () => checkPincode(pincode),
    enabled: collectionType === 'home' && /^[1-9]\d{5}$/.test(pincode),
  })
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('whenWhere.collection')}
        value={collectionType}
        onChange={(value) => {
          if (isOneOf(COLLECTION_TYPES, value)) onCollectionType(value)
        }}
        data={[
          { value: 'home', label: t('whenWhere.home') },
          { value: 'lab', label: t('whenWhere.lab') },
        ]}
      />
      <SlotPicker dateProps={dateProps} slotProps={slotProps} dateDescription={t('whenWhere.dateOptional')} />
      {collectionType === 'home' ? (
        <TextInput
          label={t('whenWhere.pincode')}
          // Enforced once a day is chosen; without one, staff call to arrange the visit.
          required={Boolean(date)}
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
