// Builds the web app and reports the gzip size of the JavaScript a first visit to `/` loads:
// the entry chunk, its static imports, and the lazy chunk of the home route.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET_KB = 170
const dist = path.resolve('web/dist')
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })

const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1])
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1])
const seen = new Set()
const queue = [...entries, ...preloads]
let total = 0
const rows = []

function add(file) {
  if (seen.has(file)) return
  seen.add(file)
  const code = readFileSync(path.join(dist, file))
  const kb = gzipSync(code, { level: 9 }).length / 1024
  total += kb
  rows.push([file, kb])
  // Static imports of a chunk load with it.
  for (const m of code
    .toString()
    .matchAll(/(?:^|[;\n])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(`/assets/${m[1]}`)
  }
}

while (queue.length) add(queue.shift())
// The home route's lazy chunk (and its static imports) also loads on a first visit to `/`.
const homeChunk = [
  ...readFileSync(path.join(dist, entries[0]))
    .toString()
    .matchAll(/["']\.\/(HomePage-[^"']+\.js)["']/g),
]
for (const m of homeChunk) queue.push(`/assets/${m[1]}`)
while (queue.length) add(queue.shift())

for (const [file, kb] of rows) console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`)
console.log(`home route first-load JavaScript: ${total.toFixed(1)} KB gzip (target < ${TARGET_KB} KB)`)
