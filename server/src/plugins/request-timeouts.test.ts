import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

let app: App
let port = 0
beforeAll(async () => {
  // A short idle limit so the test need not wait a minute; production's is REQUEST_IDLE_TIMEOUT_MS.
  app = await buildTestApp({
    requestIdleTimeoutMs: 300,
    requestTimeoutMs: 60_000,
    requestHeadersTimeoutMs: 1_500,
  })
  port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port)
})
afterAll(async () => {
  await app.close()
})

describe('a request that never finishes', () => {
  it('has its connection closed once it stops sending, and stores nothing', async () => {
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: lab.test\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"Slow',
    )
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true))
      setTimeout(() => resolve(false), 10_000).unref()
    })
    expect(closed).toBe(true)
    expect(Number((await app.knex('contact_messages').count({ n: '*' }).first())?.n)).toBe(0)
  })
})

describe('headers sent slowly', () => {
  it('are cut off when the headers timeout is up, however busy the sender keeps the line', async () => {
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const started = Date.now()
    socket.write('GET /api/health HTTP/1.1\r\nHost: lab.test\r\n')
    // One header byte every 200 ms: never idle long enough for the idle limit of 300 ms.
    const drip = setInterval(() => socket.writable && socket.write('X'), 200)
    const answer = await new Promise<string>((resolve) => {
      let received = ''
      socket.on('data', (chunk) => {
        received += String(chunk)
      })
      socket.once('close', () => resolve(received))
      setTimeout(() => resolve('still open'), 10_000).unref()
    })
    clearInterval(drip)
    expect(answer).not.toBe('still open')
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
