// Runs after `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file
// of web/dist, at the highest levels (build time is the place to spend it), so the server sends them
// as they are (@fastify/static `preCompressed`) instead of compressing on each request. A copy that
// would not be smaller is not written; images and fonts are compressed formats already.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest|map)$/i
const MIN_BYTES = 1024
const dist = path.resolve(import.meta.dirname, '../dist')

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

let count = 0
let before = 0
let after = 0
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
  const bytes = readFileSync(file)
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gz = gzipSync(bytes, { level: 9 })
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
  count++
  before += bytes.length
  after += Math.min(br.length, bytes.length)
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`,
)
