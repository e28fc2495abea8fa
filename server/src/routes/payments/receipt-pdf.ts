import { formatPrice, PAYMENT_METHOD_NAMES, type PaymentEntry } from '@labsite/shared'
import {
  A4,
  draw,
  drawLetterhead,
  fitted,
  type LabDetails,
  letterheadTexts,
  MUTED,
  newDocument,
} from '../../lib/pdf-document'

/** What a receipt shows: the lab, the booking and patient, the entry, who took it and what is still due. */
export interface ReceiptContent {
  lab: LabDetails
  /** `<booking reference>/<entry number>`: unique, and read back to the booking at a glance. */
  number: string
  reference: string
  patient: { name: string; phone: string }
  entry: PaymentEntry
  /** Lab-local date and time the entry was made. */
  takenAt: { date: string; time: string }
  total: number
}

/** A payment's (or a refund's) receipt as an A4 PDF, on the invoice's letterhead and fonts. */
export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  const { entry } = receipt
  const refund = entry.kind === 'refund'
  const money = (amount: number) => formatPrice(amount, { currencyCode: entry.currency, locale: 'en-IN' })
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
      entry.createdBy.name,
      money(-1.5),
    ],
  })
  const page = pdf.addPage(A4)
  const left = 48
  const right = 547
  let y = drawLetterhead(page, { regular, bold }, receipt.lab, refund ? 'REFUND' : 'RECEIPT')

  let meta = 772
  for (const [label, value] of [
    [refund ? 'Refund number' : 'Receipt number', receipt.number],
    ['Date', `${receipt.takenAt.date} ${receipt.takenAt.time}`],
    ['Booking', receipt.reference],
  ]) {
    draw(page, `${label}: ${value}`, right, meta, regular, 9, { align: 'right' })
    meta -= 12
  }

  y = Math.min(y, meta) - 24
  draw(page, refund ? 'Refunded to' : 'Received from', left, y, bold, 10)
  y -= 14
  for (const line of [receipt.patient.name, receipt.patient.phone]) {
    if (!line) continue
    draw(page, fitted(line, regular, 10, 300), left, y, regular, 10)
    y -= 13
  }

  y -= 18
  const rows: [string, string][] = [
    ['Method', PAYMENT_METHOD_NAMES[entry.method]],
    ['Reference', entry.reference || '—'],
    [refund ? 'Amount refunded' : 'Amount received', money(Math.abs(entry.amount))],
    ['Booking total', money(receipt.total)],
    ['Balance after this', money(entry.balanceAfter)],
    ['Taken by', entry.createdBy.name],
  ]
  for (const [label, value] of rows) {
    draw(page, label, left, y, regular, 10, { color: MUTED })
    draw(page, fitted(value, regular, 10, 300), right, y, label.startsWith('Amount') ? bold : regular, 10, {
      align: 'right',
    })
    y -= 6
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.4, color: MUTED })
    y -= 14
  }
  y -= 16
  draw(page, `Thank you for choosing ${receipt.lab.name}.`, left, y, regular, 9, { color: MUTED })
  return pdf.save()
}
