// CI smoke test of `npm run dev`: the API and the Vite dev server start, the page and its TSX modules
// load through Vite, and /api is proxied to the API. Exits non-zero with the reason otherwise.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const apiPort = 3061
const webPort = 5199
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-dev-smoke-'))
const dev = spawn('npm', ['run', 'dev'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(apiPort),
    WEB_DEV_PORT: String(webPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let output = ''
dev.stdout.on('data', (chunk) => (output += chunk))
dev.stderr.on('data', (chunk) => (output += chunk))

const base = `http://127.0.0.1:${webPort}`
async function fetchOk(url) {
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`)
  return body
}
async function waitFor(check, what, seconds = 90) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} not ready after ${seconds} s: ${error.message}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

let failure = null
try {
  const html = await waitFor(() => fetchOk(`${base}/`), 'the Vite dev server')
  const entry = html.match(/src="(\/src\/[^"]+\.tsx)"/)?.[1]
  if (!entry) throw new Error('index.html has no TSX entry script')
  await fetchOk(`${base}${entry}`)
  // The entry is a small bootstrap; the app module it loads imports React (transformed TSX).
  const boot = await fetchOk(`${base}/src/boot.tsx`)
  if (!boot.includes('react')) throw new Error('/src/boot.tsx was not transformed')
  await fetchOk(`${base}/src/app/App.tsx`)
  const health = await waitFor(() => fetchOk(`${base}/api/health`), 'the API behind the proxy')
  if (!health.includes('"ok"')) throw new Error(`/api/health answered ${health}`)
  console.log('dev smoke: page, TSX modules and proxied API all load')
} catch (error) {
  failure = error
} finally {
  process.kill(-dev.pid, 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1000))
  rmSync(dataDir, { recursive: true, force: true })
}
if (failure) {
  console.error(`dev smoke failed: ${failure.message}\n--- npm run dev output ---\n${output.slice(-4000)}`)
  process.exit(1)
}
