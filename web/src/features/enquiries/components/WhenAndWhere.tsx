import { bookingWindow, type CollectionType } from '@labsite/shared'
import {
  Alert,
  Group,
  Loader,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { checkPincode, getSlots } from '../api/booking-calendar'
import classes from './WhenAndWhere.module.css'

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
      <TextInput
        label={t('whenWhere.date')}
        description={t('whenWhere.dateOptional')}
        type="date"
        min={first}
        max={last}
        value={date}
        onChange={(event) => {
          dateProps.onChange(event.currentTarget.value)
          slotProps.onChange('')
        }}
        error={dateProps.error}
      />
      {date ? (
        // Buttons a thumb can reach, in the page's flow: a popover list inside a scrolling dialog could
        // open off a phone's screen (issue 24).
        <Radio.Group
          label={t('whenWhere.slot')}
          required
          value={slotProps.value}
          onChange={slotProps.onChange}
          error={slotProps.error}
        >
          {slots.isLoading ? (
            <Loader size="sm" mt="xs" aria-label={t('whenWhere.loadingSlots')} />
          ) : (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
              {free.map((slot) => (
                <Radio.Card key={slot.id} value={slot.id} radius="md" p="xs" className={classes.slot}>
                  <Group wrap="nowrap" gap="xs" align="flex-start">
                    <Radio.Indicator size="sm" mt={2} />
                    <div>
                      <Text size="sm" fw={600}>
                        {slot.label}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('whenWhere.placesLeft', { count: slot.remaining })}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          )}
        </Radio.Group>
      ) : null}
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
