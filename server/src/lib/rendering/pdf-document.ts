// @pdf-lib/fontkit's Devanagari shaping tables are read by transpiled generators that expect this global.
import 'regenerator-runtime/runtime.js'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

/**
 * The building blocks of every PDF the server makes (one PDF generator): invoices,
 * receipts and sample labels share the fonts, the text drawing and the lab's letterhead, so the visitor
 * and the desk print the same document.
 */

/** The lab as its documents name it: from the site settings and the contact details. */
export interface LabDetails {
  name: string
  address: string[]
  phone: string
  email: string
  taxNumber: string
}

/**
 * Noto Sans in three of its subsets (Latin, Latin Extended with ₹, Devanagari): each run of text is
 * drawn in the first that has its characters, so a name typed in Hindi prints in Devanagari. pdf-lib
 * does not shape text, so a conjunct prints as its parts: legible, not typeset.
 */
const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const
const require = createRequire(import.meta.url)
export type FontSubset = (typeof SUBSETS)[number]
export type FontWeight = 400 | 700
let fontFile = (subset: FontSubset, weight: FontWeight) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)

/** A subset's file and the characters it has, read once per process. */
const loaded = new Map<string, Promise<{ bytes: Buffer; characters: Set<number> }>>()
function subsetFile(subset: FontSubset, weight: FontWeight) {
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

/**
 * Where the font files are when there is no node_modules to find them in: the console's packaged
 * main process draws labels with the copies it bundles (desktop/src/main/bundled-label-fonts.ts).
 */
export function locateFontFiles(locate: (subset: FontSubset, weight: FontWeight) => string): void {
  fontFile = locate
  loaded.clear()
}

export type FontSet = { font: PDFFont; characters: Set<number> }[]

/** A character's code point (a character read from a string always has one). */
const codeOf = (char: string) => char.codePointAt(0) ?? 0

/**
 * The subsets the document's text needs, embedded as subsets of themselves: a Latin-only invoice carries
 * two small fonts per weight, not the 1,400 glyphs of every script (3.7 s and 330 KB → well under).
 */
async function embedFonts(pdf: PDFDocument, weight: 400 | 700, texts: readonly string[]): Promise<FontSet> {
  const codes = new Set([...texts.join('')].map((char) => codeOf(char)))
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
    const found = fonts.find((candidate) => candidate.characters.has(codeOf(char)))
    const drawn = found ? char : '?'
    const using = (found ?? fonts[0]).font
    const last = out.at(-1)
    if (last && last.font === using) last.text += drawn
    else out.push({ text: drawn, font: using })
  }
  return out
}

export const INK = rgb(0.1, 0.12, 0.15)
export const MUTED = rgb(0.36, 0.4, 0.45)

/** Millimetres in PDF points (1/72 inch). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4

/** Draws text from the left at x, or ending at x when `align` is 'right'; answers its width. */
export function draw(
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
export function fitted(text: string, fonts: FontSet, size: number, max: number): string {
  const widthOf = (value: string) =>
    runs(value, fonts).reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0)
  if (widthOf(text) <= max) return text
  let cut = text
  while (cut.length > 1 && widthOf(`${cut}…`) > max) cut = cut.slice(0, -1)
  return `${cut}…`
}

/**
 * A new document with its metadata and the regular and bold fonts that `texts` (every text it will
 * show besides its Latin labels) need.
 */
export async function newDocument(meta: {
  title: string
  author: string
  createdOn: Date
  texts: readonly string[]
}): Promise<{ pdf: PDFDocument; regular: FontSet; bold: FontSet }> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  pdf.setTitle(meta.title)
  pdf.setAuthor(meta.author)
  pdf.setCreationDate(meta.createdOn)
  const regular = await embedFonts(pdf, 400, meta.texts)
  const bold = await embedFonts(pdf, 700, meta.texts)
  return { pdf, regular, bold }
}

/** Every text of the letterhead, for newDocument's `texts`. */
export const letterheadTexts = (lab: LabDetails) => [
  lab.name,
  ...lab.address,
  lab.phone,
  lab.email,
  lab.taxNumber,
]

export const A4: [number, number] = [595.28, 841.89]

/**
 * The lab's letterhead at the top of an A4 page: its name and the document's heading in large type, then
 * its address, phone, e-mail and GSTIN. Answers the y below it.
 */
export function drawLetterhead(
  page: PDFPage,
  fonts: { regular: FontSet; bold: FontSet },
  lab: LabDetails,
  heading: string,
  box = { left: 48, right: 547, top: 790 },
): number {
  let y = box.top
  draw(page, lab.name, box.left, y, fonts.bold, 18)
  draw(page, heading, box.right, y, fonts.bold, 18, { align: 'right' })
  y -= 18
  for (const line of [...lab.address, [lab.phone, lab.email].filter(Boolean).join(' · ')]) {
    if (!line) continue
    draw(page, line, box.left, y, fonts.regular, 9, { color: MUTED })
    y -= 12
  }
  if (lab.taxNumber) {
    draw(page, `GSTIN: ${lab.taxNumber}`, box.left, y, fonts.regular, 9, { color: MUTED })
    y -= 12
  }
  return y
}
