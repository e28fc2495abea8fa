import { type BookingTotal, documentDate, formatPrice, GST_EXEMPTION_LINE } from '@labsite/shared'
import {
  A4,
  draw,
  drawLetterhead,
  fitted,
  type LabDetails,
  letterheadTexts,
  MUTED,
  newDocument,
} from '../../lib/rendering/pdf-document'

/** What an invoice shows: the lab, the invoice, who is billed, what, and the total with its parts. */
export interface InvoiceContent {
  lab: LabDetails
  number: string
  issuedOn: string
  reference: string
  billTo: { name: string; phone: string; email: string }
  /** Each item for the persons who take it (see invoiceRows). */
  items: { name: string; persons: number; amount: number | null; price: string }[]
  total: BookingTotal
}

/**
 * The invoice as an A4 PDF (one page: a booking holds at most a handful of items), dated in the lab's
 * calendar ('28 Nov 2026').
 */
export async function renderInvoicePdf(invoice: InvoiceContent): Promise<Uint8Array> {
  const money = (amount: number) =>
    formatPrice(amount, { currencyCode: invoice.total.currency, locale: 'en-IN' })
  // Every text the page shows besides its labels (Latin, always embedded): what decides the fonts needed.
  const { pdf, regular, bold } = await newDocument({
    title: `Invoice ${invoice.number}`,
    author: invoice.lab.name,
    createdOn: new Date(`${invoice.issuedOn}T00:00:00Z`),
    texts: [
      ...letterheadTexts(invoice.lab),
      invoice.number,
      invoice.reference,
      ...Object.values(invoice.billTo),
      ...invoice.items.flatMap((item) => [item.name, item.price]),
      money(0),
    ],
  })
  const page = pdf.addPage(A4)
  const left = 48
  const right = 547
  let y = drawLetterhead(page, { regular, bold }, invoice.lab, 'INVOICE')

  let meta = 772
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Date', documentDate(invoice.issuedOn)],
    ['Booking', invoice.reference],
  ]) {
    draw(page, `${label}: ${value}`, right, meta, regular, 9, { align: 'right' })
    meta -= 12
  }

  y = Math.min(y, meta) - 24
  draw(page, 'Bill to', left, y, bold, 10)
  y -= 14
  for (const line of [invoice.billTo.name, invoice.billTo.phone, invoice.billTo.email]) {
    if (!line) continue
    draw(page, fitted(line, regular, 10, 300), left, y, regular, 10)
    y -= 13
  }

  y -= 18
  const columns = { item: left, qty: 370, unit: 450, amount: right }
  draw(page, 'Item', columns.item, y, bold, 10)
  draw(page, 'Persons', columns.qty, y, bold, 10, { align: 'right' })
  draw(page, 'Price', columns.unit, y, bold, 10, { align: 'right' })
  draw(page, 'Amount', columns.amount, y, bold, 10, { align: 'right' })
  y -= 6
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: MUTED })
  y -= 15
  for (const item of invoice.items) {
    draw(page, fitted(item.name, regular, 10, 290), columns.item, y, regular, 10)
    draw(page, String(item.persons), columns.qty, y, regular, 10, { align: 'right' })
    draw(
      page,
      item.amount === null ? item.price || 'On request' : money(item.amount),
      columns.unit,
      y,
      regular,
      10,
      {
        align: 'right',
      },
    )
    draw(
      page,
      item.amount === null ? 'On request' : money(item.amount * item.persons),
      columns.amount,
      y,
      regular,
      10,
      { align: 'right' },
    )
    y -= 16
  }
  page.drawLine({ start: { x: left, y: y + 6 }, end: { x: right, y: y + 6 }, thickness: 0.6, color: MUTED })
  y -= 8

  const { total } = invoice
  const lines: [string, string][] = [['Items', money(total.items)]]
  if (total.familyDiscount > 0) lines.push(['Family discount', `−${money(total.familyDiscount)}`])
  lines.push(['Home collection', total.collectionFee > 0 ? money(total.collectionFee) : 'Free'])
  for (const [label, value] of lines) {
    draw(page, label, columns.unit, y, regular, 10, { align: 'right' })
    draw(page, value, columns.amount, y, regular, 10, { align: 'right' })
    y -= 15
  }
  y -= 2
  draw(page, `Total (${total.currency})`, columns.unit, y, bold, 12, { align: 'right' })
  draw(page, money(total.total), columns.amount, y, bold, 12, { align: 'right' })
  y -= 30
  if (total.priceOnRequest) {
    draw(page, 'Some items are priced on request: the lab confirms their price.', left, y, regular, 9, {
      color: MUTED,
    })
    y -= 14
  }
  // The GSTIN is on the letterhead; a lab without one says why its invoice carries no tax.
  if (!invoice.lab.taxNumber) {
    draw(page, GST_EXEMPTION_LINE, left, y, regular, 9)
    y -= 14
  }
  draw(page, `Thank you for choosing ${invoice.lab.name}.`, left, y, regular, 9, { color: MUTED })
  return pdf.save()
}
