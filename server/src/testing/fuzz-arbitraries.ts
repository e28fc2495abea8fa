import fc from 'fast-check'

/** Generators of hostile input shared by the fuzz tests: text, values, bodies, ids and headers. */

const HUGE = 'x'.repeat(300_000)

/** Text a field of the right type could carry, but that PostgreSQL, a browser or a parser may choke on. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom(
    '',
    ' ',
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    '1e400',
    'NaN',
    '\ud800',
    '9'.repeat(400),
    HUGE,
  ),
)

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  fc.jsonValue({ maxDepth: 3 }),
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.constantFrom(2 ** 31, -1, 1e308, 0.1, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyText, fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)

/** Objects using the route's own field names (and a few dangerous ones), with junk values. */
export const junkFields = (names: string[], maxKeys = names.length + 2) =>
  fc.dictionary(fc.constantFrom(...names, 'extra', 'id', 'version', '__proto__', 'constructor'), junkValue, {
    minKeys: 1,
    maxKeys,
  })

/** JSON text nested deeper than any form needs: arrays or objects, from a little past the limit to thousands. */
export const deepJson = fc
  .tuple(fc.integer({ min: 33, max: 6000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`,
  )

/** Raw JSON text that is broken, or valid but with numbers no column can hold. */
export const brokenJson = fc.constantFrom(
  '{"title":',
  '[1,2',
  '{"a":1}}',
  '',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `{"price":1${'0'.repeat(400)}}`,
  '{"price":1e400,"order":-1e400}',
  '{"limit":18446744073709551616}',
)

export const asciiHeader = fc.stringMatching(/^[\x21-\x7e]{0,40}$/)

/** Path segments: an id that exists, a random UUID, or anything else (text, numbers, bad escapes). */
export const idSegment = (existing: () => string) =>
  fc
    .oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      fc.uuid(),
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.constantFrom('0', '-1', '..', '%00', '%C0%AE', '%FF', '9'.repeat(40), 'x'.repeat(300)),
    )
    .map((id) => (id === null ? existing() : id))
