import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { allFunctions, functionsIn } from '../../scripts/function-lengths.mjs'

/*
 * No function in the non-test TypeScript of shared, server, web and desktop is longer than this
 * (measured as `npm run figures` measures it: lines from its start to its end, nested functions
 * included). A longer one is split into named units of one job each.
 */
const MAX_LINES = 120

const functionsOf = (text: string) =>
  functionsIn(ts.createSourceFile('example.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS))

describe('function lengths', () => {
  it('measures a function from its first line to its last, nested functions included', () => {
    expect(
      functionsOf('const a = 1\nfunction outer() {\n  const inner = () => {\n    return 1\n  }\n}\n'),
    ).toEqual([
      { at: 'example.ts:2', lines: 5 },
      { at: 'example.ts:3', lines: 3 },
    ])
    expect(functionsOf('declare function bodiless(): void\nconst x = 1')).toEqual([])
  })

  it(`keeps every function at ${MAX_LINES} lines or fewer`, () => {
    const tooLong = allFunctions()
      .filter((found) => found.lines > MAX_LINES)
      .map((found) => `${found.at} (${found.lines} lines)`)
    expect(tooLong).toEqual([])
  })
})
