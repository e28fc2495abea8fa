import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { createAppProtocolHandler } from '../../desktop/src/main/app-protocol'
import { createMemoryCacheStorage } from '../../desktop/src/main/cache-storage'
import { contentSecurityPolicy } from '../../desktop/src/main/csp'
import { createReadCache } from '../../desktop/src/main/read-cache'

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
/** The user a staff token names (its `sub`): main takes it from its session, this harness from the token. */
function userOfToken(token: string | null): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}

/** A server that takes the connection and never answers, until the request gives up (its signal). */
const neverAnswering = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })

export async function startConsoleServer(labServerUrl: string) {
  let offline = false
  let hung = false
  const handle = createAppProtocolHandler({
    renderer: { dir: BUILD_DIR },
    getServerUrl: () => labServerUrl,
    // main's own read cache (in memory here: no safeStorage), so a hung server's reads answer from it.
    readCache: createReadCache({
      dir: path.join(tmpdir(), 'labsite-console-read-cache'),
      storage: createMemoryCacheStorage(),
      userOfToken,
    }),
    fetch: (input, init) =>
      offline
        ? Promise.reject(new TypeError('offline'))
        : hung
          ? neverAnswering(init?.signal)
          : fetch(input, init),
    readFile: (filePath) => readFile(filePath),
    contentSecurityPolicy: () => contentSecurityPolicy({ serverOrigin: labServerUrl }),
  })
  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(request))
    // Every value of every header, a repeated one included, as Node received them.
    const headers = new Headers()
    for (const [name, values] of Object.entries(request.headersDistinct)) {
      for (const value of values ?? []) headers.append(name, value)
    }
    const answer = await handle(
      new Request(`app://console${request.url ?? '/'}`, {
        method,
        headers,
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
    /** The lab server stops answering (SIGSTOP, a dead switch): connections open, answers never come. */
    setHung: (value: boolean) => {
      hung = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }

/** First run of a console: the server address (a wrong one refused first), then the admin login, landing on the Services tab. */
export async function connectAndLogIn(page: Page, consoleUrl: string, labServerUrl: string) {
  await page.goto(consoleUrl)
  await expect(page.getByRole('heading', { name: 'Connect to your lab server' })).toBeVisible()
  await page.getByLabel('Server address').fill('lab.example.com')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText(/starting with https:\/\//)).toBeVisible()
  await page.getByLabel('Server address').fill(`${labServerUrl}/`)
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Services', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL(/#\/services$/)
  const status = page.getByRole('status', { name: 'Sync status' })
  await expect(status.getByText('Online')).toBeVisible()
  await expect(page.getByText(`Server: ${labServerUrl}`)).toBeVisible()
  return status
}
