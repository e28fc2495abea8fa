/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of the built app with
 * demo content, in the system Chromium; also the JavaScript each page really loaded (from the network
 * log). As people run Lighthouse (its CLI), every run starts a fresh Chromium with a fresh profile: one
 * warm browser reused across runs read several points higher. Lighthouse varies from run to run on a
 * busy machine, so each page runs LIGHTHOUSE_RUNS times (default 3) and each metric is the median; the
 * machine's load average is printed beside every run and written beside every figure.
 *
 *   npm run bench:lighthouse                       every public page
 *   npm run bench:lighthouse -- / /offers          only these
 *   npm run bench:lighthouse -- /blog/post         a blog post (and /service/one a service), ids found
 *   npm run bench:lighthouse -- --busy-core        with one CPU core kept busy the whole time (a phone
 *                                                  is rarely idle, and neither is a shared server)
 *   npm run bench:lighthouse -- --write file.md    also writes the table as markdown
 *   LIGHTHOUSE_BUSY_CORE=1 npm run bench           the same load within the whole benchmark
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PATHS } from '@labsite/shared'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type BenchRow, ensureBuilt, isMain, machineLine, PORTS, report, startApp } from './bench-kit'
import { lcpBreakdown, lcpElement, type MainThread, mainThread } from './lighthouse-report'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? PORTS.lighthouseApp)

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

/**
 * `--busy-core` (or LIGHTHOUSE_BUSY_CORE=1, which `npm run bench` passes on to this piece): a child
 * process spinning on one core for the whole measurement.
 */
const BUSY_CORE = process.argv.includes('--busy-core') || process.env.LIGHTHOUSE_BUSY_CORE === '1'

function startBusyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
}

/** The 1-minute load average now, as printed beside each figure. */
const loadNow = () => os.loadavg()[0]

interface NetworkItem {
  resourceType?: string
  transferSize?: number
  url?: string
}

interface RunResult {
  performance: number
  accessibility: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  scriptKb: number
  scriptBodyKb: number
  scriptFiles: number
  lcpElement: string
  lcpBreakdown: string
  mainThread: MainThread
  /** 1-minute load average when the run ended. */
  load: number
}

const WEB_DIST = path.join(import.meta.dirname, '../../web/dist')

/**
 * The bytes of a script's body as sent (the build's Brotli copy, which Chromium asks for), without the
 * ~400–1000 bytes of response headers Lighthouse's transfer size adds to each of a page's 30–40 files.
 */
function bodyBytes(item: NetworkItem): number {
  const pathname = item.url ? new URL(item.url).pathname : ''
  const brotli = path.join(WEB_DIST, `${pathname}.br`)
  return pathname.startsWith('/assets/') && existsSync(brotli)
    ? statSync(brotli).size
    : (item.transferSize ?? 0)
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One Lighthouse run in a Chromium of its own, closed afterwards (as the Lighthouse CLI does). */
async function lighthouseInFreshChrome(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    })
  } finally {
    chrome.kill()
  }
}

async function runOnce(url: string, run: number): Promise<RunResult | null> {
  const result = await lighthouseInFreshChrome(url)
  if (!result) throw new Error('Lighthouse returned no result')
  if (result.lhr.runtimeError) {
    console.log(`run ${run}: Lighthouse failed (${result.lhr.runtimeError.code}), running it again`)
    return null
  }
  // The whole report, for finding the LCP element and what shifts (open it in the Lighthouse viewer).
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
  const reportFile = path.join(os.tmpdir(), `labsite-lighthouse-${slug}-${run}.json`)
  writeFileSync(reportFile, JSON.stringify(result.lhr))
  const { categories, audits } = result.lhr
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100)
  const numeric = (name: string) => audits[name]?.numericValue ?? Number.NaN
  const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
    []) as NetworkItem[]
  const scripts = requests.filter((item) => item.resourceType === 'Script')
  const run_: RunResult = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptBodyKb: scripts.reduce((sum, item) => sum + bodyBytes(item), 0) / 1024,
    scriptFiles: scripts.length,
    lcpElement: lcpElement(audits),
    lcpBreakdown: lcpBreakdown(audits),
    mainThread: mainThread(audits),
    load: loadNow(),
  }
  console.log(
    `run ${run} (load ${run_.load.toFixed(2)}): performance ${run_.performance}, FCP ${(run_.fcp / 1000).toFixed(2)} s, LCP ${(run_.lcp / 1000).toFixed(2)} s, ` +
      `TBT ${run_.tbt.toFixed(0)} ms, CLS ${run_.cls.toFixed(3)}, JS ${run_.scriptBodyKb.toFixed(1)} KB in ${run_.scriptFiles} files (${run_.scriptKb.toFixed(1)} KB with headers); ` +
      `main thread ${run_.mainThread.totalMs.toFixed(0)} ms (scripts ${run_.mainThread.scriptMs.toFixed(0)}), longest task ${run_.mainThread.longestMs.toFixed(0)} ms (${run_.mainThread.longestFrom}); ` +
      `LCP element ${run_.lcpElement.slice(0, 100)} (${run_.lcpBreakdown}) (report: ${reportFile})`,
  )
  return run_
}

const GOALS = { performance: 95, cls: 0.05, scriptKb: 170 }

/** Every public page a visitor lands on from a search engine or a link, with a real record for the two that show one. */
async function publicPages(baseUrl: string): Promise<string[]> {
  const [service] = (await (await fetch(`${baseUrl}/api/service?limit=1`)).json()) as { id: string }[]
  const posts = (await (await fetch(`${baseUrl}/api/content/blogs`)).json()) as {
    id: string
    imageUrl: string
  }[]
  const post = posts.find((p) => p.imageUrl) ?? posts[0]
  return [
    PATHS.home,
    `/service/${service.id}`,
    PATHS.bloodTests,
    PATHS.offers,
    PATHS.blog,
    `/blog/${post.id}`,
    PATHS.allServices,
    PATHS.thyroid,
    PATHS.bulkBooking,
    PATHS.login,
    PATHS.signup,
  ]
}

/**
 * `/blog/post` and `/service/one` on the command line name the record pages measured with the others
 * (their ids are made when the demo content is), so they can be measured alone.
 */
function recordPage(page: string, every: readonly string[]): string {
  const prefix = page === '/blog/post' ? '/blog/' : page === '/service/one' ? '/service/' : null
  return (prefix && every.find((known) => known.startsWith(prefix))) || page
}

interface PageResult {
  page: string
  runs: number
  performance: number
  lcp: number
  tbt: number
  cls: number
  scriptKb: number
  scriptBodyKb: number
  /** Main-thread work, as Lighthouse counts it for a phone (less swayed by the machine's load than TBT, not immune). */
  mainThreadMs: number
  /** The lowest and highest 1-minute load average over the page's runs. */
  load: [number, number]
}

async function measurePage(baseUrl: string, page: string): Promise<PageResult> {
  // One warm-up visit so the server's caches hold the page and its data, as they would in use.
  await (await fetch(`${baseUrl}${page}`)).arrayBuffer()
  const runs: RunResult[] = []
  // A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is run again.
  for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS * 2; attempts++) {
    const result = await runOnce(`${baseUrl}${page}`, run)
    if (result) {
      runs.push(result)
      run++
    }
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run of ${page} failed`)
  const med = (pick: (run: RunResult) => number) => median(runs.map(pick))
  return {
    page,
    runs: runs.length,
    performance: med((run) => run.performance),
    lcp: med((run) => run.lcp),
    tbt: med((run) => run.tbt),
    cls: med((run) => run.cls),
    scriptKb: med((run) => run.scriptKb),
    scriptBodyKb: med((run) => run.scriptBodyKb),
    mainThreadMs: med((run) => run.mainThread.totalMs),
    load: [Math.min(...runs.map((run) => run.load)), Math.max(...runs.map((run) => run.load))],
  }
}

const loadRange = ({ load: [low, high] }: PageResult) =>
  low === high ? low.toFixed(2) : `${low.toFixed(2)}–${high.toFixed(2)}`

const met = (result: PageResult) =>
  result.performance >= GOALS.performance && result.cls <= GOALS.cls && result.scriptBodyKb <= GOALS.scriptKb

/** The per-page table: page, performance, LCP, TBT, main thread, CLS, JS, and whether the goals are met. */
function pageTable(results: readonly PageResult[]): string[] {
  const lines = [
    `| page | performance | LCP | TBT | main thread | CLS | JS (KB: bodies / with headers) | goals (≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.scriptKb} KB) | load average (1 min) |`,
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const r of results) {
    lines.push(
      `| \`${r.page}\` | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.mainThreadMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.scriptBodyKb.toFixed(1)} / ${r.scriptKb.toFixed(1)} | ${met(r) ? 'ok' : 'MISSED'} | ${loadRange(r)} |`,
    )
  }
  return lines
}

export async function benchLighthouse(onlyPages: readonly string[] = []): Promise<BenchRow[]> {
  ensureBuilt()
  const app = await startApp({ port: PORT, demo: true })
  const busyCore = BUSY_CORE ? startBusyCore() : null
  const conditions = `a fresh Chromium per run${busyCore ? ', one CPU core kept busy by a spinning process' : ''}`
  try {
    const every = await publicPages(app.url)
    const pages = onlyPages.length > 0 ? onlyPages.map((page) => recordPage(page, every)) : every
    const results: PageResult[] = []
    for (const page of pages) {
      console.log(`\n${page}`)
      results.push(await measurePage(app.url, page))
    }
    const table = pageTable(results)
    console.log(`\nLighthouse mobile, median of ${RUNS} runs each, ${conditions}\n${table.join('\n')}`)
    const written = writeTarget()
    if (written) {
      const doc = [
        `## Lighthouse mobile on every public page`,
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:lighthouse${busyCore ? ' -- --busy-core' : ''}\` (median of ${RUNS} runs, ${conditions}); ${machineLine()}.`,
        '',
        ...table,
        '',
      ].join('\n')
      writeFileSync(written, doc)
      console.log(`written to ${written}`)
    }
    return results.map((r) => ({
      what: `Lighthouse mobile ${r.page} (median of ${r.runs}${busyCore ? ', one core busy' : ''})`,
      measured: `perf ${r.performance} at load ${loadRange(r)}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, JS ${r.scriptBodyKb.toFixed(1)} KB (${r.scriptKb.toFixed(1)} KB with headers)`,
      goal: `≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.scriptKb} KB`,
      met: met(r),
    }))
  } finally {
    busyCore?.kill()
    await app.stop()
  }
}

/** `--write <file>`: where to write the markdown table too. */
function writeTarget(): string | null {
  const at = process.argv.indexOf('--write')
  return at === -1 ? null : (process.argv[at + 1] ?? null)
}

/** Pages named on the command line (arguments starting with /). */
const pagesFromArgs = () => process.argv.slice(2).filter((arg) => arg.startsWith('/'))

if (isMain(import.meta.url)) {
  report('Lighthouse (mobile), every public page', await benchLighthouse(pagesFromArgs()))
}
