// The figures docs/architecture.md quotes about the code ("Code figures"): type casts, casts of
// request data, the longest functions. Non-test TypeScript of shared, server, web and desktop.
//   npm run figures
import { functionsIn } from './function-lengths.mjs'
import { castsIn, countedFiles, parseFile } from './type-casts.mjs'

const files = countedFiles()

let lines = 0
let casts = 0
let requestCasts = 0
const functions = []
for (const file of files) {
  const source = parseFile(file)
  lines += source.text.split('\n').length
  const found = castsIn(source)
  casts += found.length
  requestCasts += found.filter((cast) => cast.requestData).length
  functions.push(...functionsIn(source))
}

functions.sort((a, b) => b.lines - a.lines)
console.log(`${files.length} files, ${lines} lines`)
console.log(
  `type casts (\`as\`, not \`as const\`): ${casts}, ${((casts / lines) * 1000).toFixed(1)} per 1,000 lines`,
)
console.log(`casts of request data: ${requestCasts}`)
console.log('longest functions:')
for (const { lines: length, at } of functions.slice(0, 8))
  console.log(`  ${String(length).padStart(4)} lines  ${at}`)
