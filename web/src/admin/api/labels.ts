import type { LabelSize } from '@labsite/shared'
import type { KyInstance } from 'ky'

export interface LabelOptions {
  tubes: number
  size: LabelSize
}

/**
 * GET /consult/consultation/:id/labels.pdf?tubes&size: the sample labels, one page per tube. A
 * download, never queued: printing needs the server's barcodes.
 */
export async function fetchLabelsPdf(
  client: KyInstance,
  bookingId: string,
  { tubes, size }: LabelOptions,
): Promise<Uint8Array> {
  const bytes = await client
    .get(`consult/consultation/${bookingId}/labels.pdf`, { searchParams: { tubes, size } })
    .arrayBuffer()
  return new Uint8Array(bytes)
}
