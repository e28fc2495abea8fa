import { randomBytes } from 'node:crypto'
import type { Booking } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  forUpload,
  UPLOAD_ID_HEADER,
  UPLOAD_SIZE_HEADER,
  type UploadProgress,
} from '../shared/upload-progress'
import { APP_URL, createAppProtocolHandler } from './app-protocol'
import { type RealServer, type StaffLogin, startRealServer } from './testing/real-server'

/**
 * Report PDFs sent through main's app:// relay (wired as main.ts wires it) to the real lab server:
 * the progress the console's bar shows is the relay's count of the bytes that went to the server.
 */
let server: RealServer
let priya: StaffLogin

// Starting the built server (a seeding run, two admin:create runs, a second run) took over 120 s on
// this project's loaded 2-core machine (2026-11-28).
beforeAll(async () => {
  server = await startRealServer()
  priya = await server.priya()
}, 300_000)
afterAll(async () => {
  await server?.stop()
})

/** Main's event channel to the page, as the preload's onUploadProgress subscribes to it. */
function progressChannel() {
  const listeners = new Set<(progress: UploadProgress) => void>()
  return {
    push: (progress: UploadProgress) => {
      for (const listener of listeners) listener(progress)
    },
    follow(uploadId: string) {
      const seen: { sent: number; total: number }[] = []
      listeners.add(forUpload(uploadId, (progress) => seen.push(progress)))
      return seen
    },
  }
}

async function walkInBooking(): Promise<Booking> {
  const [test] = await server.get<{ id: string }[]>('blood-tests', priya.token)
  const name = `Report upload ${crypto.randomUUID().slice(0, 6)}`
  return (await server.send(
    {
      method: 'POST',
      path: 'consult/consultation',
      json: {
        name,
        phone: '+91 98450 12345',
        email: 'report-upload@example.test',
        address: '3 Hospital Road, Bengaluru',
        description: 'Walk-in.',
        members: [{ name, age: 40, sex: 'female', items: [{ type: 'blood-test', id: test.id }] }],
        source: 'walk-in',
      },
      idempotencyKey: crypto.randomUUID(),
      label: `Register the walk-in ${name}`,
    },
    priya.token,
  )) as Booking
}

/** A PDF of `bytes` (what the server's type check reads is its `%PDF-` start). */
function reportPdf(bytes: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(bytes - 15), Buffer.from('\n%%EOF')])
}

/**
 * The page's request for `pdf` as the console's upload transport sends it: tagged with an upload id
 * and the body's size, the body arriving in main as a stream (as Electron's protocol hands it).
 */
async function reportUpload(bookingId: string, pdf: Buffer, uploadId: string) {
  const form = new FormData()
  form.append('files', new File([new Uint8Array(pdf)], 'report.pdf', { type: 'application/pdf' }))
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
  const body = new Uint8Array(await encoded.arrayBuffer())
  const request = new Request(`${APP_URL}api/consult/consultation/${bookingId}/reports`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${priya.token}`,
      'content-type': encoded.headers.get('content-type') ?? '',
      [UPLOAD_ID_HEADER]: uploadId,
      [UPLOAD_SIZE_HEADER]: String(body.byteLength),
    },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(body)
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)
  return { request, size: body.byteLength }
}

function relay(push: (progress: UploadProgress) => void) {
  return createAppProtocolHandler({
    renderer: { dir: '/nonexistent-renderer' },
    getServerUrl: () => server.url,
    fetch: (input, init) => fetch(input, init),
    readFile: async () => new Uint8Array(),
    contentSecurityPolicy: () => '',
    onUploadProgress: push,
  })
}

async function storedReport(booking: Booking, size: number): Promise<Buffer> {
  const file = booking.reports.find((report) => report.size === size)
  if (!file) throw new Error(`No report of ${size} bytes on the booking`)
  const download = await fetch(`${server.url}/api/consult/consultation/${booking.id}/files/${file.id}`, {
    headers: { authorization: `Bearer ${priya.token}` },
  })
  expect(download.status).toBe(200)
  return Buffer.from(await download.arrayBuffer())
}

describe('upload progress through the relay', () => {
  it('a 4 MB report: rising progress of the bytes sent, ending at the total, and the server stored the file', async () => {
    const booking = await walkInBooking()
    const channel = progressChannel()
    const handle = relay(channel.push)
    const pdf = reportPdf(4 * 1024 * 1024)
    const uploadId = crypto.randomUUID()
    const { request, size } = await reportUpload(booking.id, pdf, uploadId)
    const seen = channel.follow(uploadId)

    const answer = await handle(request)

    expect(answer.status).toBe(201)
    // Many steps on the way, not a jump from nothing to done.
    expect(seen.length).toBeGreaterThan(20)
    for (const [index, progress] of seen.entries()) {
      expect(progress.total).toBe(size)
      if (index > 0) expect(progress.sent).toBeGreaterThan(seen[index - 1].sent)
    }
    expect(seen.at(-1)).toEqual({ sent: size, total: size })
    const updated = (await answer.json()) as Booking
    expect(updated.status).toBe('report-ready')
    expect((await storedReport(updated, pdf.byteLength)).equals(pdf)).toBe(true)
  })

  it("two uploads at once: each upload id hears only its own upload's progress", async () => {
    const [first, second] = [await walkInBooking(), await walkInBooking()]
    const channel = progressChannel()
    const handle = relay(channel.push)
    const [big, small] = [reportPdf(3 * 1024 * 1024), reportPdf(1024 * 1024)]
    const [bigId, smallId] = [crypto.randomUUID(), crypto.randomUUID()]
    const bigUpload = await reportUpload(first.id, big, bigId)
    const smallUpload = await reportUpload(second.id, small, smallId)
    const bigSeen = channel.follow(bigId)
    const smallSeen = channel.follow(smallId)
    const bystander = channel.follow(crypto.randomUUID())

    const answers = await Promise.all([handle(bigUpload.request), handle(smallUpload.request)])

    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(bigSeen.length).toBeGreaterThan(2)
    expect(smallSeen.length).toBeGreaterThan(2)
    expect(bigSeen.every((progress) => progress.total === bigUpload.size)).toBe(true)
    expect(smallSeen.every((progress) => progress.total === smallUpload.size)).toBe(true)
    expect(bigSeen.at(-1)).toEqual({ sent: bigUpload.size, total: bigUpload.size })
    expect(smallSeen.at(-1)).toEqual({ sent: smallUpload.size, total: smallUpload.size })
    expect(bystander).toEqual([])
  })
})
