import { Table } from '@mantine/core'
import { SHEET_COLUMNS, type SheetLine, sheetCells } from './summary-lines'

/** The day's totals per staff member and method, each person's, each method's and the day's, on screen. */
export function DayEndTable({ lines, date }: { lines: SheetLine[]; date: string }) {
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
          {lines.map((line) => (
            <Table.Tr key={line.key} fw={line.total ? 700 : undefined}>
              {sheetCells(line).map((cell, index) => (
                <Table.Td key={SHEET_COLUMNS[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
