import type { LabelSize } from '@labsite/shared'
import bwipjs from 'bwip-js/node'
import { draw, fitted, MUTED, mm, newDocument } from '../../lib/rendering/pdf-document'

import type { LabelTube } from './label-tubes'

export { type FontSubset, type FontWeight, locateFontFiles } from '../../lib/rendering/pdf-document'
export { type LabelTube, tubesFor } from './label-tubes'

/** What one booking's sample labels show: a page per tube, numbered 1… across the booking. */
export interface LabelContent {
  lab: string
  reference: string
  date: string
  tubes: LabelTube[]
  size: LabelSize
}

/** '50x25' → [50, 25]: width and height in millimetres. */
export const labelMillimetres = (size: LabelSize) => size.split('x').map(Number) as [number, number]

/** Code 128 needs ten modules of white on each side to be found by a scanner (its quiet zone). */
const QUIET_MODULES = 10
/** bwip-js draws each module this many pixels wide: crisp bars when the page is scaled to the label. */
const PIXELS_PER_MODULE = 3

/** The barcode's text: the booking reference and the tube number, e.g. AAR-2611-0042-K7QX-2. */
export const tubeCode = (reference: string, tube: number) => `${reference}-${tube}`

/**
 * The one drawing of sample labels: the server's labels.pdf and the console's labels for a walk-in
 * registered offline (desktop/src/main/offline-labels.ts) both come from here, so they scan alike.
 *
 * Sample labels: one page per tube, the page the size of the label, so a label printer (or
 * the browser's print dialog) prints one per label. Each has a Code 128 barcode of `<reference>-<tube>`
 * across its width, the code in text under it, the patient's name with age/sex, the date and the
 * tests that tube is for. Sizes scale
 * from the 25 mm-high label.
 */
export async function renderLabelsPdf(labels: LabelContent): Promise<Uint8Array> {
  const [widthMm, heightMm] = labelMillimetres(labels.size)
  const width = mm(widthMm)
  const height = mm(heightMm)
  const zoom = heightMm / 25
  const margin = mm(1.5) * zoom
  const lines = labels.tubes.map((tube) => ({
    who: [tube.patient, tube.ageSex].filter(Boolean).join('  '),
    tests: tube.tests.join(', '),
  }))
  const { pdf, regular, bold } = await newDocument({
    title: `Labels ${labels.reference}`,
    author: labels.lab,
    createdOn: new Date(),
    texts: [labels.reference, labels.date, ...lines.flatMap((line) => [line.who, line.tests])],
  })
  for (const [index, line] of lines.entries()) {
    const code = tubeCode(labels.reference, index + 1)
    const png = await bwipjs.toBuffer({
      bcid: 'code128',
      text: code,
      scale: PIXELS_PER_MODULE,
      height: 8,
      includetext: false,
    })
    const image = await pdf.embedPng(png)
    const page = pdf.addPage([width, height])
    // The bars fill the width but for the quiet zones; the label's own white is that zone.
    const modules = image.width / PIXELS_PER_MODULE
    const barsWidth = ((width - 2 * margin) * modules) / (modules + 2 * QUIET_MODULES)
    const barsHeight = height * 0.46
    let y = height - margin - barsHeight
    page.drawImage(image, { x: (width - barsWidth) / 2, y, width: barsWidth, height: barsHeight })
    const small = 5.5 * zoom
    y -= small + 1 * zoom
    const codeWidth = regular[0].font.widthOfTextAtSize(code, small)
    draw(page, code, (width - codeWidth) / 2, y, regular, small)
    const size = 7 * zoom
    y -= size + 1.5 * zoom
    const dateWidth = draw(page, labels.date, width - margin, y, regular, small, { align: 'right' })
    draw(page, fitted(line.who, bold, size, width - 2 * margin - dateWidth - 4), margin, y, bold, size)
    y -= small + 2 * zoom
    draw(page, fitted(line.tests, regular, small, width - 2 * margin), margin, y, regular, small, {
      color: MUTED,
    })
  }
  return pdf.save()
}
