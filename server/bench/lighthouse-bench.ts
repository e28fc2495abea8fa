/**
 * Lighthouse (mobile, its default simulated throttling) on the home page of the built app with demo
 * content, in the system Chromium; also the JavaScript the page really loaded (from the network log).
 *
 *   npm run bench:lighthouse
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type BenchRow, ensureBuilt, isMain, PORTS, printTable, startApp } from './bench-kit'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

interface NetworkItem {
  resourceType?: string
  transferSize?: number
  url?: string
}

export async function benchLighthouse(): Promise<BenchRow[]> {
  ensureBuilt()
  const app = await startApp({ port: PORTS.lighthouseApp, demo: true })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    // One warm-up visit so the server's caches hold the page and the catalogue, as they would in use.
    await fetch(`${app.url}/`)
    const result = await lighthouse(`${app.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    // The whole report, for finding the LCP element and what shifts (open it in the Lighthouse viewer).
    const reportFile = path.join(os.tmpdir(), 'labsite-lighthouse.json')
    writeFileSync(reportFile, JSON.stringify(result.lhr))
    console.log(`Lighthouse report: ${reportFile}`)
    const { categories, audits } = result.lhr
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100)
    const numeric = (name: string) => audits[name]?.numericValue ?? Number.NaN
    const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[]
    const scripts = requests.filter((item) => item.resourceType === 'Script')
    const scriptKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024
    const lcp = numeric('largest-contentful-paint')
    const tbt = numeric('total-blocking-time')
    const cls = numeric('cumulative-layout-shift')
    return [
      {
        what: 'Lighthouse mobile /: performance',
        measured: `${score('performance')} (a11y ${score('accessibility')}, SEO ${score('seo')})`,
        goal: '≥ 95',
        met: score('performance') >= 95,
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
        measured: `${scriptKb.toFixed(1)} KB, ${scripts.length} files`,
        goal: '≤ 170 KB',
        met: scriptKb <= 170,
      },
    ]
  } finally {
    chrome.kill()
    await app.stop()
  }
}

if (isMain(import.meta.url)) printTable('Lighthouse (mobile) on /', await benchLighthouse())
