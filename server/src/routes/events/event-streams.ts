import type { ServerResponse } from 'node:http'
import type { StaffEvent } from '@labsite/shared'

/** Comment lines keep proxies (and the browser) from closing a quiet stream; most idle out at 30–60 s. */
export const HEARTBEAT_MS = 25_000
/** How long a client waits before reconnecting after the stream drops (the SSE `retry:` hint). */
export const RETRY_MS = 5_000
/** Per user and server process: a console and a few admin tabs, not a leak of forgotten connections. */
export const MAX_STREAMS_PER_USER = 5

/** The session a stream was opened with: it is closed when that session ends. */
export interface StreamSession {
  userId: string
  tokenId: string | null
  tokenVersion: number
}

interface Stream extends StreamSession {
  response: ServerResponse
}

/** The open event streams of this process: opened, fed and closed here, each cleaned up once. */
export function createEventStreams(options: { heartbeatMs?: number } = {}) {
  const streams = new Set<Stream>()
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS

  const write = (stream: Stream, chunk: string) => {
    if (!stream.response.destroyed) stream.response.write(chunk)
  }

  const heartbeat = setInterval(() => {
    for (const stream of streams) write(stream, ': heartbeat\n\n')
  }, heartbeatMs)
  heartbeat.unref()

  return {
    get size() {
      return streams.size
    },
    countFor: (userId: string) => [...streams].filter((stream) => stream.userId === userId).length,

    /** Starts the SSE answer on `response` and keeps it until the client goes away or the app closes. */
    open(session: StreamSession, response: ServerResponse, headers: Record<string, string>) {
      const stream: Stream = { ...session, response }
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      })
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`)
      streams.add(stream)
      response.on('close', () => streams.delete(stream))
    },

    send(event: StaffEvent) {
      const chunk = `event: change\ndata: ${JSON.stringify(event)}\n\n`
      for (const stream of streams) write(stream, chunk)
    },

    /** Changes may have been missed (database listener gap): clients refetch what they show. */
    sendResync() {
      for (const stream of streams) write(stream, 'event: resync\ndata: {}\n\n')
    },

    /** The sessions behind the open streams, to check they are still valid. */
    sessions: (): StreamSession[] => [...streams],

    /** Ends the streams whose session `ended` says has ended (logout, demotion, password change). */
    closeWhere(ended: (session: StreamSession) => boolean) {
      for (const stream of streams) {
        if (!ended(stream)) continue
        streams.delete(stream)
        stream.response.end()
      }
    },

    closeAll() {
      clearInterval(heartbeat)
      for (const stream of streams) stream.response.end()
      streams.clear()
    },
  }
}

export type EventStreams = ReturnType<typeof createEventStreams>
