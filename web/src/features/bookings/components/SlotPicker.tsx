import { bookingWindow } from '@labsite/shared'
import { Alert, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getSlots } from '../api/booking-calendar'
import classes from './WhenAndWhere.module.css'
import '../../../i18n/locales/en-bookings'

export type SlotPickerProps = {
  dateProps: { value: string; onChange: (value: string) => void; error?: React.ReactNode }
  slotProps: { value: string; onChange: (value: string) => void; error?: React.ReactNode }
  /** Under the date: e.g. that it may be left empty. */
  dateDescription?: React.ReactNode
  /** The date must be given (a reschedule); else it is optional (a new booking). */
  dateRequired?: boolean
}

/**
 * A day (today … +14, closed days refused) and then one of its slots with places left, as buttons a
 * thumb can reach in the page's flow: a popover list inside a scrolling dialog could open off a phone's
 * screen. Used by the booking form and by a reschedule.
 */
export function SlotPicker({ dateProps, slotProps, dateDescription, dateRequired = false }: SlotPickerProps) {
  const { t } = useTranslation()
  const { first, last } = bookingWindow()
  const date = dateProps.value
  const slots = useQuery({
    queryKey: ['slots', date],
    queryFn: () => getSlots(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 0,
  })
  const free = (slots.data?.slots ?? []).filter((slot) => slot.remaining > 0)
  return (
    <Stack gap="sm">
      <TextInput
        label={t('whenWhere.date')}
        description={dateDescription}
        required={dateRequired}
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
    </Stack>
  )
}
