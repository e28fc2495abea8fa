/** One column of a CSV export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | Date | null | undefined
}

/** Byte order mark so spreadsheet programs read the file as UTF-8 (names in Hindi, ₹ signs). */
export const UTF8_BOM = '\uFEFF'

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets
// (CSV injection): a visitor could type `=HYPERLINK(...)` into a form and staff would open it.
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell per RFC 4180, with formula-looking text neutralized by a leading single quote. */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  let text = value instanceof Date ? value.toISOString() : value
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A whole CSV document: BOM, header row, one line per row, CRLF line ends (RFC 4180). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}

/** The same document as `toCsv`, produced a batch of rows at a time, for exports of any size. */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield `${UTF8_BOM}${columns.map((column) => csvCell(column.header)).join(',')}\r\n`
  for await (const rows of batches) {
    let chunk = ''
    for (const row of rows) chunk += `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`
    yield chunk
  }
}
