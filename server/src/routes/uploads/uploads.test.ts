import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { MAX_UPLOAD_BYTES } from '@labsite/shared'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'

interface Part {
  field?: string
  name: string
  type: string
  data: Buffer | string
}

/** A real multipart/form-data body, serialised by the platform's own FormData. */
async function multipart(...parts: Part[]) {
  const form = new FormData()
  for (const part of parts) {
    form.append(part.field ?? 'file', new Blob([part.data], { type: part.type }), part.name)
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  }
}

function solid(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: { r: 40, g: 140, b: 90, alpha: 1 } } })
}

describe('POST /api/uploads', () => {
  let app: App
  let adminId: string
  let admin: { authorization: string }
  let visitor: { authorization: string }
  let mediaDir: string
  let tmpDir: string

  beforeAll(async () => {
    app = await buildTestApp()
    const created = await createUserWithToken(app, 'admin')
    adminId = created.user.id
    admin = created.headers
    visitor = (await createUserWithToken(app, 'visitor')).headers
    mediaDir = path.join(app.config.dataDir, 'uploads', 'media')
    tmpDir = path.join(app.config.dataDir, 'tmp', 'uploads')
  })
  afterAll(async () => {
    await app.close()
  })

  async function upload(part: Part, headers: Record<string, string> = admin) {
    const body = await multipart(part)
    return app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    })
  }

  /** What a refused upload must leave unchanged: stored files, leftovers in tmp, media rows. */
  async function storedState() {
    const [count] = await app.knex('media').count({ n: '*' })
    return { files: await readdir(mediaDir), tmp: await readdir(tmpDir), rows: Number(count.n) }
  }

  async function expectRefused(part: Part, statusCode: number, message: string) {
    const before = await storedState()
    const res = await upload(part)
    expect(res.statusCode).toBe(statusCode)
    expect(res.json()).toMatchObject({ statusCode, message })
    expect(await storedState()).toEqual(before)
    expect(before.tmp).toEqual([])
  }

  it('stores a photo as WebP variants of 320, 960 and 1920 px with its EXIF and GPS data removed', async () => {
    const photo = await solid(2400, 1600)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'private-owner', Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('private-owner')

    const res = await upload({ name: 'holiday.jpg', type: 'image/jpeg', data: photo })
    expect(res.statusCode).toBe(201)
    const result = res.json()
    expect(result.variants.map((v: { width: number }) => v.width)).toEqual([320, 960, 1920])
    expect(result.url).toBe(result.variants[2].url)
    expect(result).toMatchObject({ width: 1920, height: 1280 })
    expect(result.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-1920\.webp$/)
    expect(result.url).not.toContain('holiday')

    for (const variant of result.variants) {
      const stored = path.join(app.config.dataDir, variant.url)
      expect(existsSync(stored)).toBe(true)
      const meta = await sharp(stored).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(variant.width)
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.icc).toBeUndefined()
    }

    const row = await app
      .knex('media')
      .where({ base_name: result.url.match(/([0-9a-f]{32})/)[1] })
      .first()
    expect(row).toMatchObject({
      original_name: 'holiday.jpg',
      mime_type: 'image/jpeg',
      width: 2400,
      height: 1600,
      size: photo.length,
      uploaded_by: adminId,
    })
    expect(row.variants.map((v: { url: string }) => v.url)).toEqual(
      result.variants.map((v: { url: string }) => v.url),
    )
  })

  it('never upscales: a 500 px image gives a 320 and a 500 px variant', async () => {
    const small = await solid(500, 250).png().toBuffer()
    const res = await upload({ name: 'small.png', type: 'image/png', data: small })
    expect(res.statusCode).toBe(201)
    expect(res.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 500])
    expect(res.json()).toMatchObject({ width: 500, height: 250 })
    const tiny = await upload({
      name: 'tiny.png',
      type: 'image/png',
      data: await solid(100, 60).png().toBuffer(),
    })
    expect(tiny.json().variants.map((v: { width: number }) => v.width)).toEqual([100])
  })

  it('turns a photo upright from its EXIF orientation before the tag is dropped', async () => {
    const sideways = await solid(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const res = await upload({ name: 'portrait.jpg', type: 'image/jpeg', data: sideways })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ width: 800, height: 1200 })
    expect(res.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 800])
  })

  it('accepts PNG, GIF, AVIF and WebP, judged by their bytes whatever the name says', async () => {
    const frames = await Promise.all(
      ['#f00', '#00f'].map((c) =>
        sharp({ create: { width: 400, height: 300, channels: 4, background: c } })
          .png()
          .toBuffer(),
      ),
    )
    const animatedGif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer()
    const samples: Part[] = [
      { name: 'logo.png', type: 'image/png', data: await solid(400, 300, 4).png().toBuffer() },
      { name: 'spinner.gif', type: 'image/gif', data: animatedGif },
      { name: 'photo.avif', type: 'image/avif', data: await solid(400, 300).avif().toBuffer() },
      { name: 'banner.webp', type: 'image/webp', data: await solid(400, 300).webp().toBuffer() },
      { name: 'misnamed.txt', type: 'text/plain', data: await solid(400, 300).png().toBuffer() },
    ]
    for (const sample of samples) {
      const res = await upload(sample)
      expect(res.statusCode, sample.name).toBe(201)
      expect(res.json().variants.map((v: { width: number }) => v.width)).toEqual([320, 400])
      const stored = await sharp(path.join(app.config.dataDir, res.json().url)).metadata()
      // An animated GIF keeps its first frame: a still WebP.
      expect([stored.format, stored.pages ?? 1, stored.height]).toEqual(['webp', 1, 300])
    }
  })

  it('refuses SVG, even named .png, with 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
    await expectRefused(
      { name: 'innocent.png', type: 'image/png', data: svg },
      415,
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
    )
    await expectRefused(
      { name: 'drawing.svg', type: 'image/svg+xml', data: svg },
      415,
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
    )
  })

  it('refuses a text file or a program named .jpg with 415', async () => {
    const message = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'
    await expectRefused({ name: 'notes.jpg', type: 'image/jpeg', data: 'just some words\n' }, 415, message)
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 1)])
    await expectRefused({ name: 'setup.jpg', type: 'image/jpeg', data: exe }, 415, message)
  })

  it('refuses a file over 10 MB with 413 and keeps nothing of it', async () => {
    const header = await solid(64, 64).jpeg().toBuffer()
    const huge = Buffer.concat([header, Buffer.alloc(MAX_UPLOAD_BYTES, 0x5a)])
    await expectRefused(
      { name: 'huge.jpg', type: 'image/jpeg', data: huge },
      413,
      'The image is too large: files can be at most 10 MB',
    )
  })

  it('refuses an image over 40 megapixels from its header, before decoding it', async () => {
    const plain = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(plain.length).toBeLessThan(MAX_UPLOAD_BYTES)
    await expectRefused(
      { name: 'poster.png', type: 'image/png', data: plain },
      413,
      'The image has too many pixels: at most 40 megapixels',
    )
  })

  it('refuses damaged image bytes behind a valid signature with 400', async () => {
    const photo = await solid(800, 600).jpeg().toBuffer()
    const message = 'The image file is damaged or unreadable'
    const garbled = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(5000, 0x33)])
    await expectRefused({ name: 'garbled.jpg', type: 'image/jpeg', data: garbled }, 400, message)
    const cutOff = photo.subarray(0, Math.floor(photo.length / 2))
    await expectRefused({ name: 'cut.jpg', type: 'image/jpeg', data: cutOff }, 400, message)
    const png = await solid(300, 200).png().toBuffer()
    await expectRefused({ name: 'cut.png', type: 'image/png', data: png.subarray(0, 60) }, 400, message)
  })

  it('asks for a file when none is sent', async () => {
    const onlyText = await multipart({ field: 'caption', name: 'x.txt', type: 'text/plain', data: 'hello' })
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin, 'content-type': onlyText.contentType },
      payload: onlyText.payload,
    })
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().message).toBe('Choose an image file to upload')
    // JSON is not a form at all: refused by its media type before anything is read.
    const json = await app.inject({ method: 'POST', url: '/api/uploads', headers: admin, payload: {} })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe('Send this request as multipart/form-data, not application/json')
  })

  it('refuses an anonymous upload with 401 without reading its body, and a visitor with 403', async () => {
    let bodyRead = false
    const body = new Readable({
      read() {
        bodyRead = true
        this.push(null)
      },
    })
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe('Please log in to continue')
    expect(bodyRead).toBe(false)
    // A body that would fail parsing is never parsed either: the role check comes first.
    const unparsable = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(unparsable.statusCode).toBe(401)

    const before = await storedState()
    const png = await solid(50, 50).png().toBuffer()
    const asVisitor = await upload({ name: 'a.png', type: 'image/png', data: png }, visitor)
    expect(asVisitor.statusCode).toBe(403)
    expect(await storedState()).toEqual(before)
  })

  it('serves the stored image as WebP with long-lived cache headers and nosniff', async () => {
    const res = await upload({
      name: 'served.png',
      type: 'image/png',
      data: await solid(640, 480).png().toBuffer(),
    })
    const served = await app.inject({ method: 'GET', url: res.json().url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640)
  })
})
