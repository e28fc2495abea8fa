import { Table } from '@mantine/core'
import { SHEET_COLUMNS, type SheetLine } from './summary-lines'

const cells = (line: SheetLine) => [
  line.staff,
  line.method,
  line.received,
  line.refunded,
  line.net,
  line.entries,
]

/** The day's totals per staff member and method, and the day's total, as shown on screen. */
export function DayEndTable({
  rows,
  totals,
  date,
}: {
  rows: SheetLine[]
  totals: SheetLine[]
  date: string
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={`Payments on ${date}`}>
        <Table.Thead>
          <Table.Tr>
            {SHEET_COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.key}>
              {cells(line).map((cell, index) => (
                <Table.Td key={SHEET_COLUMNS[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((line) => (
            <Table.Tr key={line.key} fw={700}>
              {cells(line).map((cell, index) => (
                <Table.Td key={SHEET_COLUMNS[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
