import { SHEET_COLUMNS, type SheetLine, sheetCells } from './summary-lines'

const cellStyle = { textAlign: 'left', padding: '4px 12px 4px 0', borderBottom: '1px solid #999' } as const

/**
 * The printed day-end sheet: plain markup, because it is rendered outside the app's providers and
 * theme (see printOnPage), with the money already formatted.
 */
export function DayEndSheet({ labName, date, lines }: { labName: string; date: string; lines: SheetLine[] }) {
  return (
    <article aria-label={`Day-end summary for ${date}`} style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>{labName}</h1>
      <h2 style={{ fontSize: 16, margin: '0 0 16px', fontWeight: 'normal' }}>Day-end summary, {date}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {SHEET_COLUMNS.map((column) => (
              <th key={column} style={cellStyle}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} style={line.total ? { fontWeight: 700 } : undefined}>
              {sheetCells(line).map((cell, index) => (
                <td key={SHEET_COLUMNS[index]} style={cellStyle}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}
