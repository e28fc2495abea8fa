// Reports the JavaScript a first visit to `/` really loads: builds the app (pass --no-build to use the
// current build), starts the built server with demo content on a throwaway DATA_DIR, opens `/` in the
// system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with an empty cache, waits until the
// network is idle (so chunks loaded right after the first render count too) and sums the gzip size of
// every script the browser fetched. No scrolling: sections that load on scroll are not a first visit's.
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const TARGET_KB = 170
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3550)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const url = `http://127.0.0.1:${PORT}`

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labsite-bench-web-'))
const server = spawn(process.execPath, ['server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitForServer() {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start within 120 s')
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
try {
  await waitForServer()
  // A phone-sized window, as a first visit on a phone would see the page.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const scripts = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(new URL(response.url()).pathname, body)
  })
  await page.goto(`${url}/`, { waitUntil: 'networkidle' })
  // Chunks the first render asks for once idle (requestIdleCallback, timers) still belong to the visit.
  await page.waitForTimeout(2000)
  await page.waitForLoadState('networkidle')

  let total = 0
  const rows = [...scripts].map(([file, body]) => [file, gzipSync(body, { level: 9 }).length / 1024])
  rows.sort((a, b) => b[1] - a[1])
  for (const [file, kb] of rows) {
    total += kb
    console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`)
  }
  console.log(
    `first visit to / loads ${total.toFixed(1)} KB of JavaScript (gzip -9) in ${rows.length} files ` +
      `(target ≤ ${TARGET_KB} KB): ${total <= TARGET_KB ? 'ok' : 'MISSED'}`,
  )
  if (total > TARGET_KB) process.exitCode = 1
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
