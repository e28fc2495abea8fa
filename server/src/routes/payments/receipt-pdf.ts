import {
  type BookingTotal,
  formatPrice,
  PAYMENT_METHOD_NAMES,
  type PaymentEntry,
  type ReceiptSize,
} from '@labsite/shared'
import type { PDFPage } from 'pdf-lib'
import {
  A4,
  draw,
  drawLetterhead,
  type FontSet,
  fitted,
  type LabDetails,
  letterheadTexts,
  MUTED,
  mm,
  newDocument,
} from '../../lib/rendering/pdf-document'

/** What a receipt shows: the lab, the booking and patient, what was booked, the entry and what is still due. */
export interface ReceiptContent {
  lab: LabDetails
  /** `<booking reference>/<entry number>`: unique, and read back to the booking at a glance. */
  number: string
  reference: string
  patient: { name: string; phone: string }
  /** What the booking is for, each item for the persons who take it (see invoiceRows). */
  items: { name: string; persons: number; amount: number | null }[]
  total: BookingTotal
  entry: PaymentEntry
  /** Lab-local date ('28 Nov 2026') and time the entry was made. */
  takenAt: { date: string; time: string }
}

/** One line of the receipt's body: a label and its value, a section heading, or a rule. */
type Line = { label: string; value?: string; strong?: boolean } | { heading: string } | 'rule'

/** The receipt's body, the same on either paper: what was paid for, the booking's total, then the entry. */
function bodyLines(receipt: ReceiptContent, money: (amount: number) => string): Line[] {
  const { entry, total } = receipt
  const refund = entry.kind === 'refund'
  const lines: Line[] = [{ heading: 'For' }]
  for (const item of receipt.items) {
    lines.push({
      label: item.persons > 1 ? `${item.name} × ${item.persons}` : item.name,
      value: item.amount === null ? 'On request' : money(item.amount * item.persons),
    })
  }
  lines.push('rule')
  if (total.familyDiscount > 0)
    lines.push({ label: 'Family discount', value: `−${money(total.familyDiscount)}` })
  if (total.collectionFee > 0) lines.push({ label: 'Home collection', value: money(total.collectionFee) })
  lines.push({ label: 'Booking total', value: money(total.total), strong: true })
  lines.push('rule')
  lines.push(
    { label: 'Method', value: PAYMENT_METHOD_NAMES[entry.method] },
    { label: 'Reference', value: entry.reference || '—' },
  )
  if (refund && entry.reason) lines.push({ label: 'Reason', value: entry.reason })
  lines.push(
    {
      label: refund ? 'Amount refunded' : 'Amount received',
      value: money(Math.abs(entry.amount)),
      strong: true,
    },
    { label: 'Balance after this', value: money(entry.balanceAfter) },
    { label: 'Taken by', value: entry.createdBy.name },
  )
  return lines
}

/** Draws the lines between `left` and `right` from `y` down; answers the y below them. */
function drawLines(
  page: PDFPage,
  fonts: { regular: FontSet; bold: FontSet },
  lines: readonly Line[],
  box: { left: number; right: number; y: number; size: number; gap: number },
): number {
  let { y } = box
  const width = box.right - box.left
  for (const line of lines) {
    if (line === 'rule') {
      page.drawLine({
        start: { x: box.left, y: y + box.size * 0.8 },
        end: { x: box.right, y: y + box.size * 0.8 },
        thickness: 0.4,
        color: MUTED,
      })
      y -= box.gap * 0.5
      continue
    }
    if ('heading' in line) {
      draw(page, line.heading, box.left, y, fonts.bold, box.size)
      y -= box.gap
      continue
    }
    const font = line.strong ? fonts.bold : fonts.regular
    const valueWidth = line.value
      ? draw(page, line.value, box.right, y, font, box.size, { align: 'right' })
      : 0
    draw(
      page,
      fitted(line.label, fonts.regular, box.size, width - valueWidth - 6),
      box.left,
      y,
      fonts.regular,
      box.size,
      {
        color: line.strong ? undefined : MUTED,
      },
    )
    y -= box.gap
  }
  return y
}

/** A payment's (or a refund's) receipt as a PDF: A4 on the invoice's letterhead, or an 80 mm thermal slip. */
export async function renderReceiptPdf(
  receipt: ReceiptContent,
  size: ReceiptSize = 'a4',
): Promise<Uint8Array> {
  const { entry } = receipt
  const refund = entry.kind === 'refund'
  const money = (amount: number) => formatPrice(amount, { currencyCode: entry.currency, locale: 'en-IN' })
  const lines = bodyLines(receipt, money)
  const { pdf, regular, bold } = await newDocument({
    title: `${refund ? 'Refund' : 'Receipt'} ${receipt.number}`,
    author: receipt.lab.name,
    createdOn: new Date(entry.createdAt),
    texts: [
      ...letterheadTexts(receipt.lab),
      receipt.number,
      receipt.reference,
      receipt.patient.name,
      receipt.patient.phone,
      entry.reference,
      entry.reason,
      entry.createdBy.name,
      ...receipt.items.map((item) => item.name),
      money(-1.5),
      '× —',
    ],
  })
  const fonts = { regular, bold }
  const heading = refund ? 'REFUND' : 'RECEIPT'
  const meta: [string, string][] = [
    [refund ? 'Refund number' : 'Receipt number', receipt.number],
    ['Date', `${receipt.takenAt.date} ${receipt.takenAt.time}`],
    ['Booking', receipt.reference],
  ]
  const person = [receipt.patient.name, receipt.patient.phone].filter(Boolean)
  const thanks = `Thank you for choosing ${receipt.lab.name}.`

  if (size === '80mm') {
    // A roll is as long as its content: the page's height is counted before anything is drawn.
    const margin = mm(4)
    const width = mm(80)
    const gap = 10
    const header = [receipt.lab.name, ...receipt.lab.address, receipt.lab.phone].filter(Boolean)
    const headerLines = header.length + (receipt.lab.taxNumber ? 1 : 0)
    const count = headerLines + 2 + meta.length + 1 + person.length + lines.length + 2
    const page = pdf.addPage([width, margin * 2 + count * gap + 20])
    let y = page.getHeight() - margin - 10
    const box = { left: margin, right: width - margin }
    draw(page, fitted(receipt.lab.name, bold, 10, box.right - box.left), box.left, y, bold, 10)
    y -= gap + 2
    for (const line of [...header.slice(1), receipt.lab.taxNumber ? `GSTIN: ${receipt.lab.taxNumber}` : '']) {
      if (!line) continue
      draw(page, fitted(line, regular, 7, box.right - box.left), box.left, y, regular, 7, { color: MUTED })
      y -= gap - 1
    }
    y -= 4
    draw(page, heading, box.left, y, bold, 9)
    y -= gap
    for (const [label, value] of meta) {
      draw(page, fitted(`${label}: ${value}`, regular, 7.5, box.right - box.left), box.left, y, regular, 7.5)
      y -= gap - 1
    }
    y -= 3
    for (const line of person) {
      draw(page, fitted(line, regular, 7.5, box.right - box.left), box.left, y, regular, 7.5)
      y -= gap - 1
    }
    y -= 4
    y = drawLines(page, fonts, lines, { ...box, y, size: 7.5, gap })
    draw(page, fitted(thanks, regular, 7, box.right - box.left), box.left, y - 4, regular, 7, {
      color: MUTED,
    })
    return pdf.save()
  }

  const page = pdf.addPage(A4)
  const left = 48
  const right = 547
  let y = drawLetterhead(page, fonts, receipt.lab, heading)
  let metaY = 772
  for (const [label, value] of meta) {
    draw(page, `${label}: ${value}`, right, metaY, regular, 9, { align: 'right' })
    metaY -= 12
  }
  y = Math.min(y, metaY) - 24
  draw(page, refund ? 'Refunded to' : 'Received from', left, y, bold, 10)
  y -= 14
  for (const line of person) {
    draw(page, fitted(line, regular, 10, 300), left, y, regular, 10)
    y -= 13
  }
  y = drawLines(page, fonts, lines, { left, right, y: y - 18, size: 10, gap: 18 })
  draw(page, thanks, left, y - 16, regular, 9, { color: MUTED })
  return pdf.save()
}
