import { ageAndSex, labNow } from '@labsite/shared'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { LabelOptions, PayableBooking, WalkInFields } from '../../../api'
import { usePriceFormat } from '../../../hooks/use-price-format'
import { usePlatform } from '../../../platform/PlatformProvider'
import { PaymentForm } from '../desk/PaymentForm'
import { PrintLabelsDialog } from '../desk/PrintLabelsDialog'
import { usePrintSlip } from '../use-print-slip'
import { provisionalBooking } from './provisional-booking'
import { useBookableItems } from './use-bookable-items'

export interface QueuedWalkInActionsProps {
  /** The walk-in's registration key: the id the queue maps to the server's booking when it is sent. */
  localId: string
  /** The reference the desk has: the local one, or the server's once the queue sent it. */
  reference: string
  /** Still the local one: the slip says so; a label's barcode carries the reference alone. */
  pending: boolean
  fields: WalkInFields
  onClose: () => void
}

/**
 * What the desk does for a walk-in saved offline without waiting for the server: takes the payment
 * (queued after the registration, naming the booking by its local id, which the queue replaces with
 * the server's), prints the slip under the reference it has and, in the console, the sample labels
 * (drawn by the console itself: the server's labels need its booking).
 */
export function QueuedWalkInActions({
  localId,
  reference,
  pending,
  fields,
  onClose,
}: QueuedWalkInActionsProps) {
  const printSlip = usePrintSlip()
  const { currencyCode } = usePriceFormat()
  const catalogue = useBookableItems()
  const { drawLabels } = usePlatform()
  const [paying, setPaying] = useState(false)
  const [labelling, setLabelling] = useState(false)
  const [taken, setTaken] = useState<string[]>([])
  const shown = pending ? `${reference} (pending)` : reference
  const booking: PayableBooking = { id: localId, reference: shown, name: fields.name }

  function itemNames(): string[] {
    const labels = new Map(catalogue.flatMap((group) => group.items).map((item) => [item.value, item.label]))
    return fields.members[0].items.map((item) => labels.get(`${item.type}:${item.id}`) ?? item.id)
  }

  // The console answers with the server's reference once its queue has booked the walk-in.
  const draw =
    drawLabels &&
    (({ tubes, size }: LabelOptions) =>
      drawLabels({
        reference,
        date: labNow().date,
        size,
        tubes,
        people: [
          { patient: fields.members[0].name, ageSex: ageAndSex(fields.members[0]), tests: itemNames() },
        ],
      }))

  if (paying)
    return (
      <PaymentForm
        booking={booking}
        currency={currencyCode}
        suggested={0}
        onRecorded={(how) => {
          setPaying(false)
          setTaken((list) => [...list, how === 'queued' ? 'saved offline' : 'recorded'])
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
        {draw && (
          <Button variant="default" onClick={() => setLabelling(true)}>
            Print labels
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => void printSlip(provisionalBooking(fields, shown, itemNames(), new Date()))}
        >
          Print slip
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
      {draw && (
        <PrintLabelsDialog
          opened={labelling}
          onClose={() => setLabelling(false)}
          booking={booking}
          draw={draw}
        />
      )}
    </Stack>
  )
}
