/**
 * What a kept Lighthouse report says about a page's largest paint and its main thread, in the shape
 * lighthouse-bench.ts prints beside each run. Lighthouse 13 names the LCP element in its
 * `lcp-breakdown-insight` (the `largest-contentful-paint-element` audit of earlier versions is gone).
 */
import type { Result } from 'lighthouse'

type Audit = Result['audits'][string]

interface Node {
  type: 'node'
  snippet?: string
}
interface Subpart {
  subpart?: string
  duration?: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The `items` of an audit's details (or of a list's entry), whatever their kind. */
function itemsOf(details: unknown): unknown[] {
  return isRecord(details) && Array.isArray(details.items) ? details.items : []
}

const isNode = (item: unknown): item is Node => isRecord(item) && item.type === 'node'

/** The LCP element's HTML as the report quotes it, or '?' when the report names none. */
export function lcpElement(audits: Record<string, Audit>): string {
  const insight = itemsOf(audits['lcp-breakdown-insight']?.details).find(isNode)
  if (insight?.snippet) return insight.snippet
  // Lighthouse 12 and before: a table whose first row holds the node.
  const [row] = itemsOf(audits['largest-contentful-paint-element']?.details).flatMap(itemsOf)
  return isRecord(row) && isNode(row.node) && row.node.snippet ? row.node.snippet : '?'
}

const SUBPART_NAMES: Record<string, string> = {
  timeToFirstByte: 'TTFB',
  resourceLoadDelay: 'load delay',
  resourceLoadDuration: 'load',
  elementRenderDelay: 'render delay',
}

/** The LCP's parts (time to first byte, the image's load delay and load, render delay), e.g. "TTFB 14, load 140 ms". */
export function lcpBreakdown(audits: Record<string, Audit>): string {
  const table = itemsOf(audits['lcp-breakdown-insight']?.details).find(
    (item) => isRecord(item) && item.type === 'table',
  )
  const parts = itemsOf(table)
    .filter((row): row is Subpart => isRecord(row) && typeof row.duration === 'number')
    .map((row) => `${SUBPART_NAMES[row.subpart ?? ''] ?? row.subpart} ${Math.round(row.duration ?? 0)}`)
  return parts.length > 0 ? `${parts.join(', ')} ms` : '?'
}

export interface MainThread {
  /** Every main-thread task's time, as Lighthouse counts it for a phone (its CPU slowdown applied). */
  totalMs: number
  /** Of it, script evaluation. */
  scriptMs: number
  /** The longest task and where it came from. */
  longestMs: number
  longestFrom: string
}

/** The main thread's work in the report (`mainthread-work-breakdown`, `long-tasks`). */
export function mainThread(audits: Record<string, Audit>): MainThread {
  const groups = itemsOf(audits['mainthread-work-breakdown']?.details).filter(isRecord)
  const duration = (item: Record<string, unknown>) => (typeof item.duration === 'number' ? item.duration : 0)
  const longest = itemsOf(audits['long-tasks']?.details)
    .filter(isRecord)
    .reduce<Record<string, unknown> | null>(
      (most, task) => (most && duration(most) >= duration(task) ? most : task),
      null,
    )
  const from = typeof longest?.url === 'string' ? longest.url : ''
  return {
    totalMs: groups.reduce((sum, group) => sum + duration(group), 0),
    scriptMs: groups
      .filter((group) => group.group === 'scriptEvaluation')
      .reduce((sum, g) => sum + duration(g), 0),
    longestMs: longest ? duration(longest) : 0,
    longestFrom: from.startsWith('http') ? new URL(from).pathname : from || '?',
  }
}
