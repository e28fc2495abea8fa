import type { StaffEvent } from '@labsite/shared'
import { describe, expect, it, vi } from 'vitest'
import { createEventStreamClient, createSseParser } from './event-stream-client'

describe('the SSE parser', () => {
  it('reads events split anywhere across chunks, skips comments and takes the retry hint', () => {
    const messages: { event: string; data: string }[] = []
    const retries: number[] = []
    const feed = createSseParser(
      (message) => messages.push(message),
      (ms) => retries.push(ms),
    )
    const text =
      'retry: 5000\n: connected\n\nevent: change\ndata: {"a":1}\n\n: heartbeat\n\nevent: resync\r\ndata: {}\r\n\r\n'
    for (const char of text) feed(char)
    expect(retries).toEqual([5000])
    expect(messages).toEqual([
      { event: 'change', data: '{"a":1}' },
      { event: 'resync', data: '{}' },
    ])
  })
})

/** A server stand-in: each call answers the next scripted response. */
function streamResponse(chunks: string[], keepOpen = false) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      if (!keepOpen) controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
}

const booking: StaffEvent = { resource: 'booking', id: 'b1', kind: 'created' }

describe('the event stream client', () => {
  it('sends the token as a header, delivers change events and reconnects after a drop', async () => {
    const events: StaffEvent[] = []
    const onResync = vi.fn()
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(
        streamResponse([`retry: 10\n\nevent: change\ndata: ${JSON.stringify(booking)}\n\n`]),
      )
      .mockResolvedValue(streamResponse([': connected\n\n'], true))
    const client = createEventStreamClient({
      fetch: fetchFn,
      serverUrl: () => 'https://lab.example.com',
      token: () => 'staff-token',
      onEvent: (event) => events.push(event),
      onResync,
    })
    client.start()
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2))
    client.stop()
    expect(events).toEqual([booking])
    const [url, init] = fetchFn.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('https://lab.example.com/api/events')
    expect(init.headers).toMatchObject({ authorization: 'Bearer staff-token' })
    // Each (re)connection may have missed something: the count is refreshed each time.
    expect(onResync).toHaveBeenCalledTimes(2)
  })

  it('waits for a new token after a refusal instead of hammering the server', async () => {
    let token = 'expired'
    const fetchFn = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValue(streamResponse([], true))
    const client = createEventStreamClient({
      fetch: fetchFn,
      serverUrl: () => 'https://lab',
      token: () => token,
      onEvent: () => {},
      onResync: () => {},
      retryMs: 1,
    })
    client.start()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchFn).toHaveBeenCalledTimes(1)
    token = 'fresh'
    client.restart()
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2))
    client.stop()
  })

  it('closes a stream that goes silent (a hung server) and opens it again', async () => {
    const silent = () =>
      new Response(new ReadableStream<Uint8Array>({ start: () => {} }), {
        headers: { 'content-type': 'text/event-stream' },
      })
    const fetchFn = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          resolve(silent())
        }),
    )
    const onError = vi.fn()
    const client = createEventStreamClient({
      fetch: fetchFn as unknown as typeof fetch,
      serverUrl: () => 'https://lab',
      token: () => 'token',
      onEvent: () => {},
      onResync: () => {},
      onError,
      retryMs: 1,
      silenceMs: 30,
    })
    client.start()
    await vi.waitFor(() => expect(fetchFn.mock.calls.length).toBeGreaterThanOrEqual(2))
    client.stop()
    expect(onError.mock.calls[0][0]).toMatchObject({ message: 'The event stream went silent.' })
  })

  it('does not connect without a server address or a token', async () => {
    const fetchFn = vi.fn()
    const client = createEventStreamClient({
      fetch: fetchFn,
      serverUrl: () => null,
      token: () => 'token',
      onEvent: () => {},
      onResync: () => {},
    })
    client.start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetchFn).not.toHaveBeenCalled()
    client.stop()
  })
})
