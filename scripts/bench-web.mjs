// Reports the JavaScript a first visit to each public page really loads (≤ 170 KB gzip on
// every one): builds the app (pass --no-build to use the current build), starts the built server with
// demo content on a throwaway DATA_DIR, opens each page (or the pages named, `-- /offers /blog`) in the
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

/** Every public page a visitor lands on, with a real service and blog post from the demo content. */
async function publicPages() {
  const [service] = await (await fetch(`${url}/api/service?limit=1`)).json()
  const posts = await (await fetch(`${url}/api/content/blogs`)).json()
  const post = posts.find((p) => p.imageUrl) ?? posts[0]
  return [
    '/',
    `/service/${service.id}`,
    '/blood-test',
    '/offers',
    '/blog',
    `/blog/${post.id}`,
    '/all-services',
    '/aarogya-package',
    '/bulk-booking-discount',
    '/login',
    '/signup',
    '/profile',
  ]
}

/** The gzip size of every script a first visit to `page` fetched, largest first. */
async function scriptsOf(page) {
  // A new context: an empty cache, as a first visit has. A phone-sized window.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const tab = await context.newPage()
  const scripts = new Map()
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(new URL(response.url()).pathname, body)
  })
  await tab.goto(`${url}${page}`, { waitUntil: 'networkidle' })
  // Chunks the first render asks for once idle (requestIdleCallback, timers) still belong to the visit.
  await tab.waitForTimeout(2000)
  await tab.waitForLoadState('networkidle')
  await context.close()
  const rows = [...scripts].map(([file, body]) => [file, gzipSync(body, { level: 9 }).length / 1024])
  return rows.sort((a, b) => b[1] - a[1])
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
try {
  await waitForServer()
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const pages = named.length > 0 ? named : await publicPages()
  const summary = []
  for (const page of pages) {
    const rows = await scriptsOf(page)
    const total = rows.reduce((sum, [, kb]) => sum + kb, 0)
    console.log(`\n${page}`)
    for (const [file, kb] of rows) console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`)
    summary.push([page, total, rows.length])
  }
  console.log(`\nJavaScript a first visit loads (gzip -9), target ≤ ${TARGET_KB} KB:`)
  for (const [page, total, files] of summary) {
    console.log(
      `${total.toFixed(1).padStart(8)} KB in ${String(files).padStart(2)} files  ${total <= TARGET_KB ? 'ok    ' : 'MISSED'}  ${page}`,
    )
  }
  if (summary.some(([, total]) => total > TARGET_KB)) process.exitCode = 1
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
