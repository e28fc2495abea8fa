import { renderLabelsPdf, tubesFor } from '@labsite/server/label-pdf'
import type { RouteInput } from '../shared/ipc-contract'

/** Whose labels these are, in the PDF's metadata (the lab's name is the server's to know). */
const AUTHOR = 'Aarogya Console'

/**
 * Sample labels drawn in main for a walk-in registered while the server is down: the same drawing
 * as the server's labels.pdf (server/src/routes/labels/label-pdf.ts), so the barcode
 * `<reference>-<tube>` scans the same, only under the reference the desk has.
 */
export function drawLabels({
  reference,
  date,
  size,
  tubes,
  people,
}: RouteInput<'labels:draw'>): Promise<Uint8Array> {
  return renderLabelsPdf({ lab: AUTHOR, reference, date, size, tubes: tubesFor(people, tubes) })
}
