import type { Booking, DeskStep } from '@labsite/shared'
import { Table } from '@mantine/core'
import { BoardRow } from './BoardRow'

const COLUMNS = ['Slot', 'Reference', 'Patient', 'Tests', 'Status', 'Balance', 'Next step'] as const

/** Bookings of the board under one heading (a slot of lab visits, a PIN code's home collections). */
export function BoardTable({
  label,
  bookings,
  showAddress,
  onStep,
}: {
  label: string
  bookings: Booking[]
  showAddress?: boolean
  onStep: (booking: Booking, step: DeskStep) => Promise<boolean>
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <BoardRow key={booking.id} booking={booking} showAddress={showAddress} onStep={onStep} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
