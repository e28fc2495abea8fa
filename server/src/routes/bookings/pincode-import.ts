import { httpErrors } from '@fastify/sensible'
import type { ServiceablePincode } from '@labsite/shared'

const PIN = /^[1-9]\d{5}$/

/**
 * PIN codes pasted or exported as CSV: one per line (or several separated by spaces or commas), a
 * line may add the area after the code ("560034, Koramangala"). A header line is skipped; any other
 * line that holds no valid PIN code is refused by its number, so a typo is not silently dropped.
 */
export function parsePincodes(text: string): ServiceablePincode[] {
  const byCode = new Map<string, string>()
  const bad: number[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    const cells = line
      .split(/[,;\t]/)
      .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
      .filter(Boolean)
    if (cells.length === 0) return
    if (index === 0 && !/\d/.test(cells[0])) return
    const codes = cells.flatMap((cell) => cell.split(/\s+/)).filter((word) => PIN.test(word))
    if (codes.length === 0) {
      bad.push(index + 1)
      return
    }
    const area = cells
      .filter((cell) => !PIN.test(cell) && !cell.split(/\s+/).every((w) => PIN.test(w)))
      .join(', ')
    for (const code of codes) byCode.set(code, area.slice(0, 200))
  })
  if (bad.length > 0) {
    throw httpErrors.badRequest(
      `Line${bad.length > 1 ? 's' : ''} ${bad.slice(0, 10).join(', ')} ${bad.length > 1 ? 'have' : 'has'} no 6-digit PIN code`,
    )
  }
  if (byCode.size === 0)
    throw httpErrors.badRequest('No PIN codes found: paste one 6-digit PIN code per line')
  return [...byCode].map(([pincode, area]) => ({ pincode, area }))
}
