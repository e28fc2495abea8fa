/**
 * Times POST /api/uploads end to end (multipart parsing, byte checks, three WebP encodes, disk, media row)
 * for a 4000x3000 photo-like JPEG, through app.inject on a throwaway app (in-memory database, temp DATA_DIR).
 *
 *   npx tsx server/bench/upload-bench.ts [uploads=20] [concurrency=1]
 */
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { createUserWithToken } from '../src/testing/auth-helpers'
import { buildTestApp } from '../src/testing/build-test-app'

const uploads = Number(process.argv[2] ?? 20)
const concurrency = Number(process.argv[3] ?? 1)
const WARMUP = 2

/** Blurred noise compresses like a real photo (a flat colour would make JPEG decoding unrealistically cheap). */
async function photoLikeJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer()
}

async function multipartBody(photo: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const app = await buildTestApp()
try {
  const { headers } = await createUserWithToken(app, 'admin')
  const photo = await photoLikeJpeg()
  const body = await multipartBody(photo)
  const uploadOnce = async () => {
    const started = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    })
    if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`)
    return performance.now() - started
  }

  for (let i = 0; i < WARMUP; i++) await uploadOnce()
  const times: number[] = []
  const wallStart = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < uploads) times.push(await uploadOnce())
    }),
  )
  const wall = performance.now() - wallStart
  times.sort((a, b) => a - b)
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length
  console.log(
    `input: 4000x3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB; ${uploads} uploads, concurrency ${concurrency}`,
  )
  console.log(
    `latency ms per upload: mean ${mean.toFixed(0)}, median ${percentile(times, 50).toFixed(0)}, p95 ${percentile(times, 95).toFixed(0)}`,
  )
  console.log(
    `throughput: ${(wall / uploads).toFixed(0)} ms of wall time per upload (${((uploads * 1000) / wall).toFixed(1)}/s)`,
  )
} finally {
  await app.close()
}
