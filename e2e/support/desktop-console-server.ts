import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createAppProtocolHandler } from '../../desktop/src/main/app-protocol'
import { contentSecurityPolicy } from '../../desktop/src/main/csp'

const ROOT = path.resolve(import.meta.dirname, '../..')
const BUILD_DIR = path.join(ROOT, 'desktop/out/renderer-test')

/** Builds the console's renderer for a plain browser, with the in-memory bridge standing in for the preload. */
export function buildRendererForBrowser(): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'desktop/vite.renderer-test.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  )
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Plays the part of the app:// protocol in a browser: an http server running the console's real
 * protocol handler (desktop/src/main/app-protocol.ts) over the test build, relaying /api and /uploads
 * to the e2e server, with the console's CSP on the page. `setOffline(true)` makes the relay fail as
 * the app's does when the lab server is unreachable: the page's request dies without an answer.
 */
export async function startConsoleServer(labServerUrl: string) {
  let offline = false
  const handle = createAppProtocolHandler({
    renderer: { dir: BUILD_DIR },
    getServerUrl: () => labServerUrl,
    fetch: (input, init) => (offline ? Promise.reject(new TypeError('offline')) : fetch(input, init)),
    readFile: (filePath) => readFile(filePath),
    contentSecurityPolicy: () => contentSecurityPolicy({ serverOrigin: labServerUrl }),
  })
  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(request))
    const answer = await handle(
      new Request(`app://console${request.url ?? '/'}`, {
        method,
        headers: request.headers as Record<string, string>,
        body,
      }),
    )
    if (answer.type === 'error') {
      request.socket.destroy()
      return
    }
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    setOffline: (value: boolean) => {
      offline = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
