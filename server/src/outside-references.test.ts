import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Docs and comments cite files of this repository or nothing: a newcomer cannot open a product
 * document that lives elsewhere (a specification and its numbered sections, a design note, a style
 * guide, an outside API file, an issue number). Say the rule in the project's own words, or name the
 * file that holds it (docs/product.md, docs/api.md, a test). Public standards are not outside
 * documents in that sense: anyone can open them, so "RFC 9110 §15.5.6" is a fine citation; a bare
 * "§8" is not. Words that merely contain "spec" (inspect, specific, a Playwright `*.spec.ts` file)
 * are not references.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const OUTSIDE = [
  // A section sign, unless it numbers a section of an RFC ("RFC 5545 §3.1").
  /(?<!\bRFC \d{3,5} )§/g,
  // "the spec" as a document ("as the spec describes them"), but not a file name ("the spec.ts").
  /\bthe spec\b(?!\.[a-z])/gi,
  /\bspec['’]s\b/gi,
  /\bspec (?:client|texts?|lists?|messages?|sections?)\b/gi,
  /\b(?:spec|STYLE|DESIGN|API)\.md\b/g,
  /\bshared\/(?:spec|STYLE|DESIGN|API)\b/g,
  /\bDESIGN\b/g,
  /\bissue #?\d+/gi,
]
const SKIP = new Set(['node_modules', 'dist', 'out', 'coverage', 'test-results', 'playwright-report'])
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs|css|html)$/

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, keep)
    return keep(entry.name) ? [full] : []
  })
}

/** The references to outside documents a text holds, as they are written. */
function outsideReferences(text: string): string[] {
  return OUTSIDE.flatMap((pattern) => text.match(pattern) ?? [])
}

/** Each file with how many references to outside documents it holds (files with none left out). */
function referencesIn(files: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const file of files) {
    const count = outsideReferences(readFileSync(file, 'utf8')).length
    if (count > 0) counts.set(path.relative(ROOT, file), count)
  }
  return counts
}

// This file names the patterns it looks for: it is not a reference.
const THIS_FILE = path.relative(ROOT, import.meta.filename)
const SOURCE_DIRS = ['shared', 'server', 'web', 'desktop', 'migrations', 'e2e', 'scripts']

describe('references to documents outside the repository', () => {
  it.each([
    'as the audit log keeps it (§8):',
    "describe('the stored session (§4)'",
    'see spec §4.2',
    "because the spec's client reads either",
    'then the error with the spec’s message',
    "it('answers the whole list, as the spec client reads it'",
    'keep the spec texts in English exactly as the spec writes them',
    'Spec texts (MESSAGES) are used as they are written in the spec.',
    'take the symbol and names from the spec lists',
    'the public pages as the spec describes them',
    'as ../shared/spec.md says',
    'see shared/DESIGN for the palette',
    'STYLE.md asks for short files',
    'the calls of API.md',
    'fixed in issue 42',
    'see issue #7',
  ])('finds the outside reference in %j', (text) => {
    expect(outsideReferences(text)).not.toEqual([])
  })

  it.each([
    'RFC 9110 §13.1.1: a weak comparison',
    '/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped */',
    'not part of the text (RFC 2047 §6.2).',
    'inspect the row; a specific reason; respect the order',
    'e2e/home.spec.ts checks the hero; the spec.ts files run in Chromium',
    "the home page's tiles (home.spec) expect the demo order back",
    'const spec = routes.map((route) => route); type ColumnSpec = string',
    'the first client reads either (docs/api.md, docs/product.md)',
    'Special Offers',
  ])('finds nothing in %j', (text) => {
    expect(outsideReferences(text)).toEqual([])
  })

  it('docs/ and the README have none', () => {
    const docs = [
      path.join(ROOT, 'README.md'),
      ...filesUnder(path.join(ROOT, 'docs'), (n) => n.endsWith('.md')),
    ]
    expect(Object.fromEntries(referencesIn(docs))).toEqual({})
  })

  it('the source has none', () => {
    const files = [
      path.join(ROOT, '.ci/run'),
      ...SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir), (n) => SOURCE.test(n))),
    ]
    const counts = referencesIn(files)
    counts.delete(THIS_FILE)
    expect(files.length).toBeGreaterThan(500)
    expect(Object.fromEntries(counts)).toEqual({})
  })
})
