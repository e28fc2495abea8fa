import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Every test and hook runs within the project's budget (vitest.config.ts, 120 s); one that needs
 * longer says so in docs/testing.md's table of longer limits, with its reason, so a slow test is a
 * decision someone wrote down rather than a number raised until the suite passed.
 */
const BUDGET_MS = 120_000
const ROOT = path.resolve(import.meta.dirname, '../..')
const TESTS = ['shared/src', 'server/src', 'web/src', 'desktop/src', 'desktop/scripts']
const CALLERS = new Set(['it', 'test', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach'])

/** The name a call starts from: `it`, `it.each(...)(...)`, `it.skipIf(x)`, `describe.sequential`. */
function calleeRoot(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text
  if (ts.isPropertyAccessExpression(node)) return calleeRoot(node.expression)
  if (ts.isCallExpression(node)) return calleeRoot(node.expression)
  return undefined
}

const numberOf = (node: ts.Node | undefined) =>
  node && ts.isNumericLiteral(node) ? Number(node.text.replaceAll('_', '')) : undefined

/** The time limit a test or hook call gives itself: a number last, or `{ timeout }` second. */
function limitOf(call: ts.CallExpression): number | undefined {
  const last = numberOf(call.arguments.at(-1))
  if (last !== undefined) return last
  const options = call.arguments[1]
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'timeout')
      return numberOf(property.initializer)
  }
  return undefined
}

/** The longest limit each test file gives a test or hook, for limits above the budget. */
export function limitsAboveBudget(file: string, text: string): Map<string, number> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found = new Map<string, number>()
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && CALLERS.has(calleeRoot(node.expression) ?? '')) {
      const limit = limitOf(node)
      if (limit !== undefined && limit > BUDGET_MS) found.set(file, Math.max(limit, found.get(file) ?? 0))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** docs/testing.md's rows `| \`file\` | N s | why |`, as file → limit in ms. */
export function documentedLimits(markdown: string): Map<string, number> {
  const rows = markdown.matchAll(/^\| `([^`]+\.test\.tsx?)` \| (\d+) s \| [^|]+\|$/gm)
  return new Map([...rows].map(([, file, seconds]) => [file as string, Number(seconds) * 1000]))
}

describe('test time limits', () => {
  it('finds a longer limit given last or as { timeout }, and none within the budget', () => {
    const text = [
      "it('a', async () => {}, 600_000)",
      'beforeAll(async () => {}, 300000)',
      "it.each([1])('b', async () => {}, { timeout: 180_000 })",
      "it('c', async () => {}, 120_000)",
    ].join('\n')
    expect(limitsAboveBudget('a.test.ts', text)).toEqual(new Map([['a.test.ts', 600_000]]))
    expect(limitsAboveBudget('b.test.ts', "it('c', async () => {}, 60_000)").size).toBe(0)
  })

  it('gives a test more than the budget only where docs/testing.md names it, and the table names no other', () => {
    const documented = documentedLimits(readFileSync(path.join(ROOT, 'docs/testing.md'), 'utf8'))
    const actual = new Map(
      TESTS.flatMap(testFiles).flatMap((file) => [
        ...limitsAboveBudget(file, readFileSync(path.join(ROOT, file), 'utf8')),
      ]),
    )
    const undocumented = [...actual]
      .filter(([file, limit]) => (documented.get(file) ?? 0) < limit)
      .map(([file, limit]) => `${file}: ${limit / 1000} s`)
    expect(undocumented).toEqual([])
    expect([...documented.keys()].filter((file) => !actual.has(file))).toEqual([])
  })
})
