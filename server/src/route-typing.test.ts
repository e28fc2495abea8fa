import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = import.meta.dirname

/** Non-test server source files, relative to server/src. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(SRC, full)] : []
  })
}

const CAST = /request\.(body|params|query|headers)( \?\? \{\}\))? as\b/
const ROUTE = /\bapp\.(get|post|put|patch|delete|route)\s*[<(]/
const PLAIN_PLUGIN = /\bFastifyPluginAsync\b(?!Typebox)/

/*
 * Every route file is typed through its schemas; there is no exception list. A body in a `content` map (JSON or a multipart
 * form) resolves to no type, so its JSON is read through lib/kits/body-field.ts (`bodyFields`); the lib
 * factories widen their resource's schemas to TObject. A hook that reads the body before validation
 * uses lib/kits/body-field.ts too, which checks what it reads.
 */

/** What a file's text breaks of the one route typing style. */
export function typingProblems(text: string): Array<'cast' | 'plain'> {
  const problems: Array<'cast' | 'plain'> = []
  if (CAST.test(text)) problems.push('cast')
  if (ROUTE.test(text) && PLAIN_PLUGIN.test(text)) problems.push('plain')
  return problems
}

describe('route typing', () => {
  it('finds a cast of request data and a plain plugin that declares routes', () => {
    expect(typingProblems('const { id } = request.params as { id: string }')).toEqual(['cast'])
    expect(typingProblems('const { reference } = (request.body ?? {}) as Proof')).toEqual(['cast'])
    expect(typingProblems("const amount = bodyValue(request, 'amount')")).toEqual([])
    expect(typingProblems("const r: FastifyPluginAsync = async (app) => { app.get('/x', h) }")).toEqual([
      'plain',
    ])
    expect(
      typingProblems("const r: FastifyPluginAsyncTypebox = async (app) => { app.get('/x', h) }"),
    ).toEqual([])
  })

  it('server routes are typed through their schemas, never by casting request data', () => {
    const offenders = sourceFiles().flatMap((file) =>
      typingProblems(readFileSync(path.join(SRC, file), 'utf8')).map((problem) => `${file}: ${problem}`),
    )
    expect(offenders).toEqual([])
  })
})
