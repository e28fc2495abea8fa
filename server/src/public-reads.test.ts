import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  blogPostRead,
  bloodTestPageRead,
  EVERY_BLOOD_TEST,
  PUBLIC_READS,
  type PublicRead,
  popularBloodTestsRead,
  readUrl,
  servicePageRead,
  serviceRead,
  servicesRead,
  thyroidPackagesRead,
} from '@labsite/shared'
import { describe, expect, it } from 'vitest'

/**
 * The first screens' reads are defined once (shared/src/public-reads.ts): the server carries their
 * answers under the app's query keys, and a key or address restated by hand elsewhere would drift
 * from it, leaving the app to fetch again and redraw. Source files may use the definitions, never the
 * strings.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['server/src', 'web/src', 'desktop/src']
const SKIP = new Set(['node_modules', 'dist', 'out', 'testing'])
const SOURCE = /\.(ts|tsx)$/
const TEST = /\.test\.tsx?$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : []
  })
}

const ID = 'an-id'
const READS: PublicRead[] = [
  ...Object.values(PUBLIC_READS),
  servicesRead(),
  serviceRead(ID),
  servicePageRead(0),
  blogPostRead(ID),
  bloodTestPageRead(EVERY_BLOOD_TEST, 0),
  popularBloodTestsRead(),
  thyroidPackagesRead('thyroid'),
]

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Each read's query key head ('menu', 'services'…) and address (without an id or a trailing slash). */
const keyHeads = [...new Set(READS.map((read) => String(read.key[0])))]
const paths = [...new Set(READS.map((read) => read.path.replace(`/${ID}`, '').replace(/\/$/, '')))]

const QUOTE = `['"\`]`
const RESTATED: { what: string; pattern: RegExp }[] = [
  // A query key opening with the key's head: `queryKey: ['menu']`, `key: ['menu']`, `setQueryData(['menu'], …)`.
  ...keyHeads.map((head) => ({
    what: `query key ['${head}', …]`,
    pattern: new RegExp(`(?:[kK]ey\\s*:\\s*|Query\\w*\\(\\s*)\\[\\s*${QUOTE}${literal(head)}${QUOTE}`),
  })),
  // The address as the server's first screens ask for it, or as the web client's prefix-relative path.
  ...paths.map((p) => ({
    what: `read URL /api/${p}`,
    pattern: new RegExp(`${QUOTE}/api/${literal(p)}(?:${QUOTE}|[/?$])`),
  })),
  ...paths.map((p) => ({
    what: `api.get('${p}')`,
    pattern: new RegExp(`\\bapi\\.get\\(\\s*${QUOTE}${literal(p)}(?:${QUOTE}|[/?$])`),
  })),
]

const restatedIn = (text: string) =>
  RESTATED.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what)

describe('the public reads have one definition', () => {
  it('finds a restated key or address (the guard itself)', () => {
    expect(restatedIn("useQuery({ queryKey: ['menu'], queryFn })")).toEqual(["query key ['menu', …]"])
    expect(restatedIn("{ key: ['blood-tests', 'categories'] }")).toEqual(["query key ['blood-tests', …]"])
    expect(restatedIn('const url = `/api/service?limit=12`')).toEqual(['read URL /api/service'])
    expect(restatedIn("api.get('content/blogs/' + id)")).toEqual(["api.get('content/blogs')"])
    expect(restatedIn("client.setQueryData(['global-settings'], settings)")).toEqual([
      "query key ['global-settings', …]",
    ])
    expect(restatedIn("LOCALIZED_FIELDS['site-settings']")).toEqual([])
    // A list of change-bus resources is not a query key.
    expect(restatedIn("const SOURCES = ['site-settings', 'menu']")).toEqual([])
    expect(restatedIn('useQuery({ queryKey: PUBLIC_READS.menu.key })')).toEqual([])
  })

  it('the addresses are the API paths the server answers', () => {
    expect(readUrl(servicesRead(8))).toBe('/api/service?limit=8')
    expect(readUrl(serviceRead('a b'))).toBe('/api/service/a%20b')
    expect(readUrl(popularBloodTestsRead())).toBe('/api/blood-tests?limit=6&offset=0')
    expect(readUrl(bloodTestPageRead({ search: ' cbc ', category: 'Blood' }, 24, 24))).toBe(
      '/api/blood-tests?limit=24&offset=24&q=cbc&category=Blood',
    )
    expect(readUrl(PUBLIC_READS.thyroidPackages)).toBe('/api/thyroid-packages/')
  })

  it('no source file of the server, the web app or the console restates them', () => {
    const files = SCANNED.flatMap((dir) => filesUnder(path.join(ROOT, dir)))
    expect(files.length).toBeGreaterThan(300)
    const found: Record<string, string[]> = {}
    for (const file of files) {
      const restated = restatedIn(readFileSync(file, 'utf8'))
      if (restated.length > 0) found[path.relative(ROOT, file)] = restated
    }
    expect(found).toEqual({})
  })
})
