import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { PayableBooking, WalkInFields } from '../../../api'
import { usePriceFormat } from '../../../hooks/use-price-format'
import { PaymentForm } from '../desk/PaymentForm'
import { usePrintSlip } from '../use-print-slip'
import { provisionalBooking } from './provisional-booking'
import { useBookableItems } from './use-bookable-items'

export interface QueuedWalkInActionsProps {
  /** The walk-in's registration key: the id the queue maps to the server's booking when it is sent. */
  localId: string
  /** The reference the desk has: the local one (pending), or the server's once the queue sent it. */
  reference: string
  fields: WalkInFields
  onClose: () => void
}

/**
 * What the desk does for a walk-in saved offline without waiting for the server: takes the payment
 * (queued after the registration, naming the booking by its local id, which the queue replaces with
 * the server's) and prints the slip under the reference it has.
 */
export function QueuedWalkInActions({ localId, reference, fields, onClose }: QueuedWalkInActionsProps) {
  const printSlip = usePrintSlip()
  const { currencyCode } = usePriceFormat()
  const catalogue = useBookableItems()
  const [paying, setPaying] = useState(false)
  const [taken, setTaken] = useState<string[]>([])
  const booking: PayableBooking = { id: localId, reference, name: fields.name }

  function itemNames(): string[] {
    const labels = new Map(catalogue.flatMap((group) => group.items).map((item) => [item.value, item.label]))
    return fields.members[0].items.map((item) => labels.get(`${item.type}:${item.id}`) ?? item.id)
  }

  if (paying)
    return (
      <PaymentForm
        booking={booking}
        currency={currencyCode}
        suggested={0}
        onRecorded={(result) => {
          setPaying(false)
          setTaken((list) => [...list, result.status === 'queued' ? 'saved offline' : 'recorded'])
        }}
        onCancel={() => setPaying(false)}
      />
    )
  return (
    <Stack gap="sm">
      {taken.map((how, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one line per payment taken, never reordered
        <Text key={index} size="sm">
          Payment {how}: it is sent with the booking.
        </Text>
      ))}
      <Group justify="flex-end">
        <Button data-autofocus onClick={() => setPaying(true)}>
          Take payment
        </Button>
        <Button
          variant="default"
          onClick={() => void printSlip(provisionalBooking(fields, reference, itemNames(), new Date()))}
        >
          Print slip
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}
