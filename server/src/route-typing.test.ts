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
// Request data typed by hand (`app.get<{ Querystring: Filters }>`, `FastifyRequest<{ Body: … }>`)
// rather than from the route's schema: nothing checks that the two agree.
const HAND_TYPED =
  /(?:\.(?:get|post|put|patch|delete|head|options|all|route)|\bFastifyRequest)\s*<\s*\{\s*(?:Querystring|Body|Params|Headers)\b/

/*
 * Every route file is typed through its schemas; the one exception is HAND_TYPED_ALLOWED. A body in a
 * `content` map (JSON or a multipart form) resolves to no type, so its JSON is read through
 * lib/kits/body-field.ts (`bodyFields`); the lib factories widen their resource's schemas to TObject.
 * A hook that reads the body before validation uses lib/kits/body-field.ts too, which checks what it reads.
 */

/**
 * Files that type request data by hand, and why their schema cannot: the event stream's `onRequest`
 * hook reads `?ticket` before the querystring schema runs, when a repeated `?ticket=a&ticket=b` is
 * still a list (the hook refuses it); the schema's type (one optional string) would hide that case.
 */
const HAND_TYPED_ALLOWED = new Set(['routes/events/index.ts'])

type TypingProblem = 'cast' | 'plain' | 'hand'

/** What a file's text breaks of the one route typing style. */
export function typingProblems(text: string): TypingProblem[] {
  const problems: TypingProblem[] = []
  if (CAST.test(text)) problems.push('cast')
  if (ROUTE.test(text) && PLAIN_PLUGIN.test(text)) problems.push('plain')
  if (HAND_TYPED.test(text)) problems.push('hand')
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

  it('finds request data typed by hand instead of by the route schema', () => {
    expect(typingProblems('app.get<{ Querystring: ListFilters }>(list.path, options, handler)')).toEqual([
      'hand',
    ])
    expect(typingProblems('app.post<{ Body: NewBooking; Params: IdParams }>(path, h)')).toEqual(['hand'])
    expect(typingProblems('fastify.put< {\n  Params: { id: string } }>(path, h)')).toEqual(['hand'])
    expect(typingProblems('request: FastifyRequest<{ Headers: { authorization?: string } }>')).toEqual([
      'hand',
    ])
    expect(typingProblems("app.get('/x', { schema: { querystring: ListQuery } }, h)")).toEqual([])
    expect(typingProblems('const value = cache.get<{ id: string }>(key)')).toEqual([])
    expect(typingProblems('request: FastifyRequest, reply: FastifyReply')).toEqual([])
  })

  it('server routes are typed through their schemas, never by casting request data', () => {
    const offenders = sourceFiles().flatMap((file) =>
      typingProblems(readFileSync(path.join(SRC, file), 'utf8'))
        .filter((problem) => !(problem === 'hand' && HAND_TYPED_ALLOWED.has(file)))
        .map((problem) => `${file}: ${problem}`),
    )
    expect(offenders).toEqual([])
    const noLongerHandTyped = [...HAND_TYPED_ALLOWED].filter(
      (file) => !typingProblems(readFileSync(path.join(SRC, file), 'utf8')).includes('hand'),
    )
    expect(noLongerHandTyped).toEqual([])
  })
})
