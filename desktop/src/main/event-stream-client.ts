import { type StaffEvent, StaffEvent as StaffEventSchema } from '@labsite/shared'
import { Value } from 'typebox/value'

/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  event: string
  data: string
}

/**
 * An incremental SSE parser (the WHATWG format: `field: value` lines, a blank line ends a message,
 * `:` lines are comments such as heartbeats). Chunks may split lines and messages anywhere.
 */
export function createSseParser(onMessage: (message: SseMessage) => void, onRetry: (ms: number) => void) {
  let buffer = ''
  let event = ''
  let data: string[] = []
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value))
  }
  return (chunk: string) => {
    buffer += chunk
    for (let end = buffer.search(/\r\n|\r|\n/); end >= 0; end = buffer.search(/\r\n|\r|\n/)) {
      // A chunk ending in \r may be half of a \r\n: wait for the next one to know.
      if (end === buffer.length - 1 && buffer.endsWith('\r')) break
      const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1
      line(buffer.slice(0, end))
      buffer = buffer.slice(end + breakLength)
    }
  }
}

export interface EventStreamDeps {
  /** Electron's net.fetch in the app: the session's proxy and trusted-certificate rules apply. */
  fetch: typeof fetch
  serverUrl(): string | null
  token(): string | null
  onEvent(event: StaffEvent): void
  /** Connected (again): anything may have been missed meanwhile, so refresh what is shown. */
  onResync(): void
  onError?(error: unknown): void
  /** First wait before reconnecting; the server's `retry:` hint replaces it. */
  retryMs?: number
  /** See STREAM_SILENCE_MS (tests shorten it). */
  silenceMs?: number
}

const MAX_RETRY_MS = 60_000
/**
 * The server sends a heartbeat every 25 s: a stream silent for longer than this (a hung server, a
 * connection a router dropped without a word) is closed and opened again, and a connection whose
 * answer does not start within it counts as failed. Never frozen.
 */
export const STREAM_SILENCE_MS = 60_000

/**
 * Keeps the staff event stream open while there is a server and a token: reconnects after a drop
 * (waiting the server's `retry:` hint, doubling up to a minute while it keeps failing), waits for a
 * new token after a 401/403, and stops on `stop()`. The token goes in the Authorization header, as
 * on every other request, never in the URL.
 */
export function createEventStreamClient(deps: EventStreamDeps) {
  let retryMs = deps.retryMs ?? 5_000
  let failures = 0
  let controller: AbortController | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let generation = 0

  const schedule = (ms: number, run: number) => {
    timer = setTimeout(() => {
      timer = null
      if (run === generation) void connect(run)
    }, ms)
  }

  async function connect(run: number) {
    const server = deps.serverUrl()
    const token = deps.token()
    if (!running || !server || !token) return
    const connection = new AbortController()
    controller = connection
    let silence: ReturnType<typeof setTimeout> | null = null
    let reader: ReadableStreamDefaultReader<string> | null = null
    const heard = () => {
      if (silence) clearTimeout(silence)
      silence = setTimeout(() => {
        const reason = new Error('The event stream went silent.')
        connection.abort(reason)
        // Not every fetch ends a body already being read on abort: the read is ended here too.
        void reader?.cancel(reason).catch(() => {})
      }, deps.silenceMs ?? STREAM_SILENCE_MS)
    }
    heard()
    try {
      const response = await deps.fetch(`${server}/api/events`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: connection.signal,
        cache: 'no-store',
      })
      if (response.status === 401 || response.status === 403) return // until a new token arrives
      if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`)
      failures = 0
      deps.onResync()
      const feed = createSseParser(
        ({ event, data }) => {
          if (event === 'resync') return deps.onResync()
          if (event !== 'change') return
          const parsed: unknown = JSON.parse(data)
          if (Value.Check(StaffEventSchema, parsed)) deps.onEvent(parsed)
        },
        (ms) => {
          retryMs = ms
        },
      )
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        heard()
        feed(value)
      }
      if (connection.signal.aborted) throw connection.signal.reason
    } catch (error) {
      if (run !== generation || !running) return
      failures += 1
      deps.onError?.(error)
    } finally {
      if (silence) clearTimeout(silence)
    }
    if (run === generation && running) schedule(Math.min(retryMs * 2 ** failures, MAX_RETRY_MS), run)
  }

  const restart = () => {
    generation += 1
    controller?.abort()
    if (timer) clearTimeout(timer)
    timer = null
    failures = 0
    void connect(generation)
  }

  return {
    start() {
      running = true
      restart()
    },
    /** The token or the server changed: reconnect with the new one (or stay closed without one). */
    restart,
    stop() {
      running = false
      generation += 1
      controller?.abort()
      if (timer) clearTimeout(timer)
    },
  }
}

export type EventStreamClient = ReturnType<typeof createEventStreamClient>
