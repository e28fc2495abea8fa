import sharp from 'sharp'
import type { App } from '../../app'

/** Test fixtures for booking enquiries: real file bytes and a real multipart body. */

/** A small but valid one-page PDF. */
export function minimalPdf(text = 'Blood test prescription'): Buffer {
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export function pngImage(width = 16, height = 12): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()
}

/** The first bytes of a Linux executable and of a Windows one: what a renamed program looks like. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 1)])
export const windowsExeBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 2)])

export const validBooking = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  address: '12 Health Avenue, Koramangala, Bengaluru',
  phone: '+919876543210',
  description: 'Full body checkup for two; fasting possible after 8 am.',
}

export interface FileToSend {
  name: string
  bytes: Buffer
  type?: string
}

/** A multipart/form-data body as a browser would send it, with its Content-Type and Content-Length. */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly FileToSend[] = [],
  fileField = 'files',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    form.append(
      fileField,
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const payload = Buffer.from(await request.arrayBuffer())
  return {
    payload,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'content-length': String(payload.length),
    },
  }
}

/** Posts the booking form as the browser does (multipart, with `files`), plus any extra `headers`. */
export async function submitBookingForm(
  app: { inject: App['inject'] },
  fields: Record<string, string> = validBooking,
  files: readonly FileToSend[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields, files)
  return app.inject({
    method: 'POST',
    url: '/api/consult/consultation',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}
