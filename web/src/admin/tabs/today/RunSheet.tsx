import type { RunSheetLine } from './board-lines'

const COLUMNS = ['Name', 'Phone', 'Address', 'Slot', 'Tests', 'Amount due'] as const
const cellStyle = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '4px 12px 4px 0',
  borderBottom: '1px solid #999',
} as const

/**
 * The phlebotomist's run sheet of one PIN code: plain markup, because it is rendered outside the
 * app's providers and theme (see printOnPage), with the money already formatted.
 */
export function RunSheet({
  labName,
  date,
  pincode,
  area,
  lines,
}: {
  labName: string
  date: string
  pincode: string
  area: string
  lines: RunSheetLine[]
}) {
  const where = pincode ? `PIN ${pincode}${area ? ` (${area})` : ''}` : 'No PIN code'
  return (
    <article aria-label={`Run sheet for ${where}`} style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 4px' }}>{labName}</h1>
      <h2 style={{ fontSize: 16, margin: '0 0 16px', fontWeight: 'normal' }}>
        Home collections, {date} · {where}
      </h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} style={cellStyle}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              {[line.name, line.phone, line.address, line.slot, line.tests, line.due].map((cell, index) => (
                <td key={COLUMNS[index]} style={cellStyle}>
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
