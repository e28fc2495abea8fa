/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of the built app with
 * demo content, in the system Chromium; also the JavaScript each page really loaded (from
 * the network log). Lighthouse varies from run to run on a busy machine, so each page runs
 * LIGHTHOUSE_RUNS times (default 3) and each metric is the median.
 *
 *   npm run bench:lighthouse                       every public page
 *   npm run bench:lighthouse -- / /offers          only these
 *   npm run bench:lighthouse -- --write file.md    also writes the table as markdown
 */
import { existsSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PATHS } from '@labsite/shared'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type BenchRow, ensureBuilt, isMain, machineLine, PORTS, report, startApp } from './bench-kit'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? PORTS.lighthouseApp)

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

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

async function runOnce(url: string, port: number, run: number): Promise<RunResult | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  })
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
  const lcpDetails = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined
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
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
  }
  console.log(
    `run ${run}: performance ${run_.performance}, FCP ${(run_.fcp / 1000).toFixed(2)} s, LCP ${(run_.lcp / 1000).toFixed(2)} s, ` +
      `TBT ${run_.tbt.toFixed(0)} ms, CLS ${run_.cls.toFixed(3)}, JS ${run_.scriptBodyKb.toFixed(1)} KB in ${run_.scriptFiles} files (${run_.scriptKb.toFixed(1)} KB with headers); ` +
      `LCP element ${run_.lcpElement.slice(0, 100)} (report: ${reportFile})`,
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

interface PageResult {
  page: string
  runs: number
  performance: number
  lcp: number
  tbt: number
  cls: number
  scriptKb: number
  scriptBodyKb: number
}

async function measurePage(baseUrl: string, page: string, chromePort: number): Promise<PageResult> {
  // One warm-up visit so the server's caches hold the page and its data, as they would in use.
  await (await fetch(`${baseUrl}${page}`)).arrayBuffer()
  const runs: RunResult[] = []
  // A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is run again.
  for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS * 2; attempts++) {
    const result = await runOnce(`${baseUrl}${page}`, chromePort, run)
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
  }
}

const met = (result: PageResult) =>
  result.performance >= GOALS.performance && result.cls <= GOALS.cls && result.scriptBodyKb <= GOALS.scriptKb

/** The per-page table: page, performance, LCP, TBT, CLS, JS, and whether the goals are met. */
function pageTable(results: readonly PageResult[]): string[] {
  const lines = [
    `| page | performance | LCP | TBT | CLS | JS (KB: bodies / with headers) | goals (≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.scriptKb} KB) |`,
    '|---|---|---|---|---|---|---|',
  ]
  for (const r of results) {
    lines.push(
      `| \`${r.page}\` | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.scriptBodyKb.toFixed(1)} / ${r.scriptKb.toFixed(1)} | ${met(r) ? 'ok' : 'MISSED'} |`,
    )
  }
  return lines
}

export async function benchLighthouse(onlyPages: readonly string[] = []): Promise<BenchRow[]> {
  ensureBuilt()
  const app = await startApp({ port: PORT, demo: true })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const pages = onlyPages.length > 0 ? onlyPages : await publicPages(app.url)
    const results: PageResult[] = []
    for (const page of pages) {
      console.log(`\n${page}`)
      results.push(await measurePage(app.url, page, chrome.port))
    }
    const table = pageTable(results)
    console.log(`\nLighthouse mobile, median of ${RUNS} runs each\n${table.join('\n')}`)
    const written = writeTarget()
    if (written) {
      const doc = [
        `## Lighthouse mobile on every public page`,
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:lighthouse\`; ${machineLine()}.`,
        '',
        ...table,
        '',
      ].join('\n')
      writeFileSync(written, doc)
      console.log(`written to ${written}`)
    }
    return results.map((r) => ({
      what: `Lighthouse mobile ${r.page} (median of ${r.runs})`,
      measured: `perf ${r.performance}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, JS ${r.scriptBodyKb.toFixed(1)} KB (${r.scriptKb.toFixed(1)} KB with headers)`,
      goal: `≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, JS ≤ ${GOALS.scriptKb} KB`,
      met: met(r),
    }))
  } finally {
    chrome.kill()
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
