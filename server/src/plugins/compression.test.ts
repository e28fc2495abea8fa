import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'

// A stand-in for web/dist as the build leaves it: a hashed script with its .br and .gz copies.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dist-'))
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))}\n`
mkdirSync(path.join(distDir, 'assets'))
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>x</title>')
writeFileSync(path.join(distDir, 'assets/index-abc123.js'), script)
writeFileSync(path.join(distDir, 'assets/index-abc123.js.br'), brotliCompressSync(script))
writeFileSync(path.join(distDir, 'assets/index-abc123.js.gz'), gzipSync(script))

let app: App
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: distDir })
})
afterAll(async () => {
  await app.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('compression', () => {
  it('serves the build’s precompressed copy of a hashed asset, cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('compresses a large JSON answer built per request, and leaves a small one alone', async () => {
    const staff = await createUserWithToken(app, 'staff')
    for (let i = 0; i < 12; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/contact/',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: {
          name: `Visitor ${i}`,
          email: `v${i}@example.test`,
          subject: 'Timings',
          message: 'When do you open on Sundays? '.repeat(25),
        },
      })
    }
    const big = await app.inject({
      method: 'GET',
      url: '/api/contact',
      headers: { ...staff.headers, 'accept-encoding': 'gzip' },
    })
    expect(big.statusCode).toBe(200)
    expect(big.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toHaveLength(12)
    // About 10 KB of JSON, compressed in one call: its length is known up front (a stream is sent chunked).
    expect(big.headers['content-length']).toBe(String(big.rawPayload.length))
    expect(big.headers['transfer-encoding']).toBeUndefined()

    const small = await app.inject({
      method: 'GET',
      url: '/api/contact?limit=1',
      headers: { ...staff.headers, 'accept-encoding': 'gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toHaveLength(1)
  })
})
