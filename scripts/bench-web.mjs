// Builds the web app and reports the gzip size of the JavaScript a first visit to `/` loads:
// the entry chunk and its static imports, plus the home route's lazy chunk and its static imports
// (read from Vite's build manifest). Pass --no-build to measure the current web/dist.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET_KB = 170
const HOME_ROUTE = 'src/app/routes/home.tsx'
const dist = path.resolve('web/dist')
if (!process.argv.includes('--no-build')) execSync('npm run build -w web', { stdio: 'inherit' })

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const files = new Set()
function collect(key) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported)
}
collect(entryKey)
// The route's chunk is keyed by its source path, or (when Rollup merged it with modules it shares with
// other lazy chunks) by `_home-<hash>.js` with the route's name.
const homeKey =
  manifest[HOME_ROUTE] !== undefined
    ? HOME_ROUTE
    : manifest[entryKey].dynamicImports?.find((key) => manifest[key].name === 'home')
if (!homeKey) throw new Error(`${HOME_ROUTE} is not a chunk of the build`)
collect(homeKey)

let total = 0
for (const file of files) {
  const kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
  total += kb
  console.log(`${kb.toFixed(1).padStart(8)} KB  ${file}`)
}
console.log(`home route first-load JavaScript: ${total.toFixed(1)} KB gzip (target < ${TARGET_KB} KB)`)
