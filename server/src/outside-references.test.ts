import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Docs and comments cite files of this repository or nothing: a newcomer cannot open a product
 * document that lives elsewhere (a spec's section, a design note, an outside API file, an issue
 * number). Neither the docs nor the source have any.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const OUTSIDE = [/spec §/gi, /\bDESIGN\b/g, /\bAPI\.md\b/g, /\bissue \d+/gi]
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

/** Each file with how many references to outside documents it holds (files with none left out). */
function referencesIn(files: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const count = OUTSIDE.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0)
    if (count > 0) counts.set(path.relative(ROOT, file), count)
  }
  return counts
}

// This file names the patterns it looks for: it is not a reference.
const THIS_FILE = path.relative(ROOT, import.meta.filename)
const SOURCE_DIRS = ['shared', 'server', 'web', 'desktop', 'migrations', 'e2e', 'scripts']

describe('references to documents outside the repository', () => {
  it('docs/ and the README have none', () => {
    const docs = [
      path.join(ROOT, 'README.md'),
      ...filesUnder(path.join(ROOT, 'docs'), (n) => n.endsWith('.md')),
    ]
    expect(Object.fromEntries(referencesIn(docs))).toEqual({})
  })

  it('the source has none', () => {
    const files = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir), (n) => SOURCE.test(n)))
    const counts = referencesIn(files)
    counts.delete(THIS_FILE)
    expect(files.length).toBeGreaterThan(500)
    expect(Object.fromEntries(counts)).toEqual({})
  })
})
