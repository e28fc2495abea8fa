import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { allCasts, castsIn } from '../../scripts/type-casts.mjs'

/*
 * A ratchet on type casts (`x as T`, counted as `npm run figures` counts them: non-test TypeScript of
 * shared, server, web and desktop). The ceiling is the count when it was set (2026-11-28), rounded
 * up to the next five: a new cast has to replace an old one, and whoever removes casts lowers it.
 * Request data is never cast: its route schema types it.
 */
const CEILING = 130

const castsOf = (text: string) =>
  castsIn(ts.createSourceFile('example.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS))

describe('type casts', () => {
  it('counts a cast and a cast of request data, not `as const` or an import rename', () => {
    expect(castsOf('const a = b as string')).toEqual([{ at: 'example.ts:1', requestData: false }])
    expect(castsOf('const { id } = request.params as { id: string }')).toEqual([
      { at: 'example.ts:1', requestData: true },
    ])
    expect(castsOf("const a = [1] as const\nimport { b as c } from 'd'")).toEqual([])
  })

  it(`keeps the code at ${CEILING} casts or fewer, none of request data`, () => {
    const casts = allCasts()
    expect(casts.filter((cast) => cast.requestData).map((cast) => cast.at)).toEqual([])
    expect(casts.length).toBeLessThanOrEqual(CEILING)
  })
})
