// @pdf-lib/fontkit's Devanagari shaping tables are read by transpiled generators that expect this global.
import 'regenerator-runtime/runtime.js'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type BookingTotal, formatPrice } from '@labsite/shared'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

/** What an invoice shows: the lab, the invoice, who is billed, what, and the total with its parts. */
export interface InvoiceContent {
  lab: { name: string; address: string[]; phone: string; email: string; taxNumber: string }
  number: string
  issuedOn: string
  reference: string
  billTo: { name: string; phone: string; email: string }
  items: { name: string; amount: number | null; price: string }[]
  familyMembers: number
  total: BookingTotal
}

/**
 * Noto Sans in three of its subsets (Latin, Latin Extended with ₹, Devanagari): each run of text is
 * drawn in the first that has its characters, so a name typed in Hindi prints in Devanagari. pdf-lib
 * does not shape text, so a conjunct prints as its parts: legible, not typeset.
 */
const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const
const require = createRequire(import.meta.url)
const fontFile = (subset: string, weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)

/** A subset's file and the characters it has, read once per process. */
const loaded = new Map<string, Promise<{ bytes: Buffer; characters: Set<number> }>>()
function subsetFile(subset: string, weight: 400 | 700) {
  const key = `${subset}-${weight}`
  let file = loaded.get(key)
  if (!file) {
    file = readFile(fontFile(subset, weight)).then((bytes) => ({
      bytes,
      characters: new Set(fontkit.create(bytes).characterSet),
    }))
    loaded.set(key, file)
  }
  return file
}

type FontSet = { font: PDFFont; characters: Set<number> }[]

/**
 * The subsets the invoice's text needs, embedded as subsets of themselves: a Latin-only invoice carries
 * two small fonts per weight, not the 1,400 glyphs of every script (3.7 s and 330 KB → well under).
 */
async function embedFonts(pdf: PDFDocument, weight: 400 | 700, texts: readonly string[]): Promise<FontSet> {
  const codes = new Set([...texts.join('')].map((char) => char.codePointAt(0) as number))
  const fonts: FontSet = []
  let missing = [...codes]
  for (const subset of SUBSETS) {
    const { bytes, characters } = await subsetFile(subset, weight)
    if (subset !== 'latin' && !missing.some((code) => characters.has(code))) continue
    fonts.push({ font: await pdf.embedFont(bytes, { subset: true }), characters })
    missing = missing.filter((code) => !characters.has(code))
  }
  return fonts
}

/** `text` cut into runs, each with the first font that can draw it (a character none has becomes '?'). */
function runs(text: string, fonts: FontSet): { text: string; font: PDFFont }[] {
  const out: { text: string; font: PDFFont }[] = []
  for (const char of text) {
    const found = fonts.find((candidate) => candidate.characters.has(char.codePointAt(0) as number))
    const drawn = found ? char : '?'
    const using = (found ?? fonts[0]).font
    const last = out.at(-1)
    if (last && last.font === using) last.text += drawn
    else out.push({ text: drawn, font: using })
  }
  return out
}

const INK = rgb(0.1, 0.12, 0.15)
const MUTED = rgb(0.36, 0.4, 0.45)

/** Draws text from the left at x, or ending at x when `align` is 'right'; answers its width. */
function draw(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  fonts: FontSet,
  size: number,
  options: { align?: 'left' | 'right'; color?: ReturnType<typeof rgb> } = {},
): number {
  const parts = runs(text, fonts)
  const width = parts.reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0)
  let at = options.align === 'right' ? x - width : x
  for (const part of parts) {
    page.drawText(part.text, { x: at, y, size, font: part.font, color: options.color ?? INK })
    at += part.font.widthOfTextAtSize(part.text, size)
  }
  return width
}

/** A line cut to `max` points wide, with an ellipsis when it was longer. */
function fitted(text: string, fonts: FontSet, size: number, max: number): string {
  const widthOf = (value: string) =>
    runs(value, fonts).reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0)
  if (widthOf(text) <= max) return text
  let cut = text
  while (cut.length > 1 && widthOf(`${cut}…`) > max) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** The invoice as an A4 PDF (one page: a booking holds at most a handful of items). */
export async function renderInvoicePdf(invoice: InvoiceContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(`Invoice ${invoice.number}`)
  pdf.setAuthor(invoice.lab.name)
  pdf.setCreationDate(new Date(`${invoice.issuedOn}T00:00:00Z`))
  const money = (amount: number) =>
    formatPrice(amount, { currencyCode: invoice.total.currency, locale: 'en-IN' })
  // Every text the page shows besides its labels (Latin, always embedded): what decides the fonts needed.
  const texts = [
    invoice.lab.name,
    ...invoice.lab.address,
    invoice.lab.phone,
    invoice.lab.email,
    invoice.lab.taxNumber,
    invoice.number,
    invoice.reference,
    ...Object.values(invoice.billTo),
    ...invoice.items.flatMap((item) => [item.name, item.price]),
    money(0),
  ]
  const regular = await embedFonts(pdf, 400, texts)
  const bold = await embedFonts(pdf, 700, texts)
  const page = pdf.addPage([595.28, 841.89])
  const left = 48
  const right = 547
  let y = 790

  draw(page, invoice.lab.name, left, y, bold, 18)
  draw(page, 'INVOICE', right, y, bold, 18, { align: 'right' })
  y -= 18
  for (const line of [
    ...invoice.lab.address,
    [invoice.lab.phone, invoice.lab.email].filter(Boolean).join(' · '),
  ]) {
    if (!line) continue
    draw(page, line, left, y, regular, 9, { color: MUTED })
    y -= 12
  }
  if (invoice.lab.taxNumber) {
    draw(page, `GSTIN: ${invoice.lab.taxNumber}`, left, y, regular, 9, { color: MUTED })
    y -= 12
  }

  let meta = 772
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Date', invoice.issuedOn],
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
    draw(page, String(invoice.familyMembers), columns.qty, y, regular, 10, { align: 'right' })
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
      item.amount === null ? 'On request' : money(item.amount * invoice.familyMembers),
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
  draw(page, `Thank you for choosing ${invoice.lab.name}.`, left, y, regular, 9, { color: MUTED })
  return pdf.save()
}
