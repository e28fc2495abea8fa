import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { FileStoreConfig } from '../../config'
import { minimalPdf, multipartBody, validBooking } from '../../routes/bookings/booking-fixtures'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { createLocalObjectStore, type ObjectStore } from './object-store'
import { createS3ObjectStore } from './s3-object-store'

const BUCKET = 'labsite-test'
const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-s3rver-'))
let s3rver: S3rver
let s3: Extract<FileStoreConfig, { kind: 's3' }>

beforeAll(async () => {
  // An S3-compatible server in this process, on a free port, storing into a temporary folder.
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const address = await s3rver.run()
  s3 = {
    kind: 's3',
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
})
afterAll(async () => {
  await s3rver?.close()
  rmSync(bucketDir, { recursive: true, force: true })
})

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString()
}

describe.each(['local', 's3'] as const)('the %s object store', (kind) => {
  let store: ObjectStore
  let work: string
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'labsite-objects-'))
    store = kind === 's3' ? createS3ObjectStore(s3) : createLocalObjectStore(path.join(work, 'root'))
  })
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it('moves a file in, reads it back with its size, and removes it', async () => {
    const source = path.join(work, 'report.txt')
    writeFileSync(source, 'Haemoglobin 13.5 g/dL')
    await store.putFile(source, 'private/reports/r1.txt', 'text/plain')
    expect(existsSync(source)).toBe(false)

    const stored = await store.open('private/reports/r1.txt')
    expect(stored?.size).toBe(21)
    expect(await text(stored?.stream as Readable)).toBe('Haemoglobin 13.5 g/dL')

    await store.remove('private/reports/r1.txt')
    expect(await store.open('private/reports/r1.txt')).toBeNull()
    await store.remove('private/reports/r1.txt')
  })

  it('refuses a key that climbs out of its folder', async () => {
    await expect(store.open('private/../../etc/passwd')).rejects.toThrow(/invalid object key/)
  })
})

describe('two server processes sharing one bucket (FILE_STORE=s3)', () => {
  let first: App
  let second: App
  beforeAll(async () => {
    first = await buildTestApp({ fileStore: s3, rateLimitForms: 10_000 })
    second = await buildTestApp({ fileStore: s3 })
  })
  afterAll(async () => {
    await first?.outbox.idle()
    await first?.close()
    await second?.close()
  })

  it("serves a picture uploaded through one process from the other, and never from this one's disk", async () => {
    const admin = (await createUserWithToken(first, 'admin')).headers
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'lab.png')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const upload = await first.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    })
    expect(upload.statusCode).toBe(201)
    const { url } = upload.json()
    expect(await readdir(path.join(first.config.dataDir, 'uploads', 'media'))).toEqual([])

    const fromOther = await second.inject({ method: 'GET', url })
    expect(fromOther.statusCode).toBe(200)
    expect(fromOther.headers['content-type']).toBe('image/webp')
    expect(fromOther.headers['cache-control']).toContain('immutable')
    const meta = await sharp(fromOther.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 })

    const missing = await second.inject({ method: 'GET', url: url.replace(/-(\d+)\.webp$/, '-9$1.webp') })
    expect(missing.statusCode).toBe(404)
  })

  it('keeps a booking file in the bucket: staff download it, and deleting the booking removes it', async () => {
    const pdf = minimalPdf()
    const body = await multipartBody(validBooking, [{ name: 'prescription.pdf', bytes: pdf }])
    const created = await first.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      ...body,
    })
    expect(created.statusCode).toBe(201)
    const booking = created.json()
    const privateDir = path.join(first.config.dataDir, 'private', 'consultations')
    expect(existsSync(privateDir) ? await readdir(privateDir) : []).toEqual([])

    const staff = (await createUserWithToken(first, 'staff')).headers
    const fileUrl = `/api/consult/consultation/${booking.id}/files/${booking.files[0].id}`
    const download = await first.inject({ method: 'GET', url: fileUrl, headers: staff })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(pdf)).toBe(true)
    expect(download.headers['content-length']).toBe(String(pdf.length))

    const deleted = await first.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${booking.id}`,
      headers: staff,
    })
    expect(deleted.statusCode).toBe(204)
    const [row] = await first.knex('booking_files').where({ booking_id: booking.id })
    expect(row).toBeUndefined()
    const bucketFiles = await readdir(path.join(bucketDir, BUCKET), { recursive: true })
    expect(bucketFiles.some((name) => String(name).includes(booking.files[0].id))).toBe(false)
    expect(bucketFiles.filter((name) => String(name).startsWith('private'))).toEqual([])
  })
})
