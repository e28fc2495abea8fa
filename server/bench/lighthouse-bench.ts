/**
 * Lighthouse (mobile, its default simulated throttling) on the home page of the built app with demo
 * content, in the system Chromium; also the JavaScript the page really loaded (from the network log).
 * Lighthouse varies from run to run on a busy machine, so it runs LIGHTHOUSE_RUNS times (default 3)
 * and reports each metric's median.
 *
 *   npm run bench:lighthouse
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type BenchRow, ensureBuilt, isMain, PORTS, report, startApp } from './bench-kit'

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
  scriptFiles: number
  lcpElement: string
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
  const reportFile = path.join(os.tmpdir(), `labsite-lighthouse-${run}.json`)
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
    scriptFiles: scripts.length,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
  }
  console.log(
    `run ${run}: performance ${run_.performance}, FCP ${(run_.fcp / 1000).toFixed(2)} s, LCP ${(run_.lcp / 1000).toFixed(2)} s, ` +
      `TBT ${run_.tbt.toFixed(0)} ms, CLS ${run_.cls.toFixed(3)}, JS ${run_.scriptKb.toFixed(1)} KB in ${run_.scriptFiles} files; ` +
      `LCP element ${run_.lcpElement.slice(0, 100)} (report: ${reportFile})`,
  )
  return run_
}

export async function benchLighthouse(): Promise<BenchRow[]> {
  ensureBuilt()
  const app = await startApp({ port: PORT, demo: true })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    // One warm-up visit so the server's caches hold the page and the catalogue, as they would in use.
    await fetch(`${app.url}/`)
    const runs: RunResult[] = []
    // A trace Lighthouse could not read (NO_NAVSTART and the like, on a busy machine) is run again.
    for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS * 2; attempts++) {
      const result = await runOnce(`${app.url}/`, chrome.port, run)
      if (result) {
        runs.push(result)
        run++
      }
    }
    if (runs.length === 0) throw new Error('every Lighthouse run failed')
    const med = (pick: (run: RunResult) => number) => median(runs.map(pick))
    const performance = med((run) => run.performance)
    const lcp = med((run) => run.lcp)
    const tbt = med((run) => run.tbt)
    const cls = med((run) => run.cls)
    const scriptKb = med((run) => run.scriptKb)
    const of = `median of ${runs.length}`
    return [
      {
        what: `Lighthouse mobile /: performance (${of})`,
        measured: `${performance} (a11y ${med((run) => run.accessibility)}, SEO ${med((run) => run.seo)})`,
        goal: '≥ 95',
        met: performance >= 95,
      },
      {
        what: 'Lighthouse mobile /: LCP',
        measured: `${(lcp / 1000).toFixed(2)} s`,
        goal: '≤ 1.5 s',
        met: lcp <= 1500,
      },
      {
        what: 'Lighthouse mobile /: TBT',
        measured: `${tbt.toFixed(0)} ms`,
        goal: '≤ 100 ms',
        met: tbt <= 100,
      },
      { what: 'Lighthouse mobile /: CLS', measured: cls.toFixed(3), goal: '≤ 0.05', met: cls <= 0.05 },
      {
        what: 'JS a first visit to / loads (transferred)',
        measured: `${scriptKb.toFixed(1)} KB, ${med((run) => run.scriptFiles)} files`,
        goal: '≤ 170 KB',
        met: scriptKb <= 170,
      },
    ]
  } finally {
    chrome.kill()
    await app.stop()
  }
}

if (isMain(import.meta.url)) report('Lighthouse (mobile) on /', await benchLighthouse())
