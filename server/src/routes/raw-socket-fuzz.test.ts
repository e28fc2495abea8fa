import net from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'
import { errorLogCapture } from '../testing/error-log'

/**
 * Raw-socket fuzzing: bytes no HTTP client library would send — broken request lines,
 * duplicate or contradictory lengths, bad chunk sizes, invalid UTF-8, huge or many headers, bodies
 * that end early, pipelined requests — straight onto a listening socket. Whatever comes in, every
 * answer is a 4xx (or the connection is closed), never a 5xx, and the server keeps answering.
 * FUZZ_RUNS (npm run fuzz) raises the number of generated requests.
 */
const RUNS = Math.max(200, Math.floor(Number(process.env.FUZZ_RUNS ?? 0) / 4))

let app: App
let port = 0
/** What the server logged at error level or worse: a client's mistake must not land there. */
const errorLog = errorLogCapture()
beforeAll(async () => {
  app = await buildTestApp(
    {
      rateLimitForms: 1_000_000,
      rateLimitGlobal: 1_000_000,
      rateLimitAuth: 1_000_000,
      requestIdleTimeoutMs: 500,
    },
    errorLog.options,
  )
  port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port)
})
afterAll(async () => {
  await app.close()
})

/** Sends `bytes` on a fresh connection and answers every status code the server wrote back. */
function exchange(bytes: Buffer): Promise<number[]> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const done = () => {
      const text = Buffer.concat(chunks).toString('latin1')
      resolve([...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((match) => Number(match[1])))
    }
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', done)
    socket.on('connect', () => {
      socket.end(bytes)
    })
    // A request the server still waits on is cut by its idle limit; this only bounds the test.
    setTimeout(() => socket.destroy(), 5_000).unref()
  })
}

const PATHS = [
  '/api/contact',
  '/api/consult/consultation',
  '/api/bookings/lookup',
  '/api/user/login',
  '/api/service',
  '/api/offers',
  '/api/uploads',
  '/api/events?ticket=a&ticket=b',
  '//evil.example/x',
  '/api/../../etc/passwd',
  '/%',
  '/api/service/%E0%A4',
  '/blog/%ZZ',
  '*',
]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'BREW', 'G\u00c9T', '']

const headerLine = fc.oneof(
  fc.constantFrom(
    'Content-Type: application/json',
    'Content-Type: application/json; charset=latin1',
    `Content-Type: multipart/form-data; boundary=${'b'.repeat(300)}`,
    'Content-Type: multipart/form-data',
    'Content-Type: text/plain',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: gzip, chunked',
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 99999999999',
    'Content-Encoding: gzip',
    'Authorization: Bearer a.b.c',
    'Authorization: Basic ???',
    `Idempotency-Key: ${'k'.repeat(500)}`,
    'If-Match: "abc"',
    'Accept-Language: hi;q=x',
    'Cookie: a=\u00ff',
    `X-Long: ${'x'.repeat(20_000)}`,
  ),
  fc.string({ maxLength: 60 }).map((text) => `X-Fuzz: ${text}`),
  fc.string({ maxLength: 40 }),
)

const body = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"name":"\u0000"}',
    '[]',
    'null',
    '{"name":"Asha","email":"a@b.c","phone":"9876543210","address":"x","description":"y"}',
    '5\r\nhello\r\n0\r\n\r\n',
    'zz\r\nhello\r\n0\r\n\r\n',
    `--${'b'.repeat(300)}\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n`,
  ),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
)

const request = fc
  .record({
    method: fc.constantFrom(...METHODS),
    path: fc.oneof(
      fc.constantFrom(...PATHS),
      fc.string({ maxLength: 30 }).map((p) => `/api/${p}`),
    ),
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 extra', ''),
    headers: fc.array(headerLine, { maxLength: 6 }),
    body,
    pipelined: fc.boolean(),
  })
  .map(({ method, path, version, headers, body: text, pipelined }) => {
    const head = [`${method} ${path} ${version}`.trim(), 'Host: lab.test', ...headers].join('\r\n')
    const one = `${head}\r\n\r\n${text}`
    return Buffer.from(
      pipelined ? `${one}GET /api/health/live HTTP/1.1\r\nHost: lab.test\r\n\r\n` : one,
      'latin1',
    )
  })

describe('raw bytes on the socket', () => {
  it(`answers ${RUNS} malformed requests with no 5xx, and keeps serving`, async () => {
    const serverErrors: string[] = []
    let answered = 0
    await fc.assert(
      fc.asyncProperty(request, async (bytes) => {
        const statuses = await exchange(bytes)
        if (statuses.length > 0) answered += 1
        const bad = statuses.filter((status) => status >= 500)
        if (bad.length > 0) serverErrors.push(`${bad.join(',')} ← ${bytes.toString('latin1').slice(0, 200)}`)
        return bad.length === 0
      }),
      { numRuns: RUNS, endOnFailure: true },
    )
    expect(serverErrors).toEqual([])
    expect(errorLog.lines).toEqual([])
    // Most of what was sent got an answer: the check above looked at real answers, not silence.
    expect(answered).toBeGreaterThan(RUNS * 0.8)
    const alive = await app.inject({ method: 'GET', url: '/api/health/live' })
    expect(alive.statusCode).toBe(200)
    const [status] = await exchange(Buffer.from('GET /api/health/live HTTP/1.1\r\nHost: lab.test\r\n\r\n'))
    expect(status).toBe(200)
  }, 600_000)

  it('refuses the classic smuggling and size cases with a 4xx', async () => {
    const cases = [
      'POST /api/contact HTTP/1.1\r\nHost: lab.test\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: lab.test\r\nContent-Length: 4\r\nContent-Length: 5\r\n\r\nabcde',
      `GET /api/service HTTP/1.1\r\nHost: lab.test\r\nX-Long: ${'x'.repeat(70_000)}\r\n\r\n`,
      'GET /api/service HTTP/1.1\r\n\r\n',
      'GARBAGE\r\n\r\n',
    ]
    for (const raw of cases) {
      const statuses = await exchange(Buffer.from(raw, 'latin1'))
      expect(statuses.length, raw.slice(0, 60)).toBeGreaterThan(0)
      for (const status of statuses) expect(status, raw.slice(0, 60)).toBeLessThan(500)
      expect(statuses[0], raw.slice(0, 60)).toBeGreaterThanOrEqual(400)
    }
  })
})
