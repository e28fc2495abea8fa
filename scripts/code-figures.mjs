// The figures docs/architecture.md quotes about the code ("Code figures"): type casts, casts of
// request data, the longest functions. Non-test TypeScript of shared, server, web and desktop.
//   npm run figures
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'

const files = execFileSync('git', ['ls-files', 'shared/src', 'server/src', 'web/src', 'desktop/src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\/testing\//.test(file))

let lines = 0
let casts = 0
let requestCasts = 0
const functions = []
for (const file of files) {
  const text = readFileSync(file, 'utf8')
  lines += text.split('\n').length
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1
  const visit = (node) => {
    const asConst = ts.isAsExpression(node) && node.type.getText(source) === 'const'
    if (ts.isAsExpression(node) && !asConst) {
      casts += 1
      if (/^\(?request\.(body|params|query|headers)\b/.test(node.expression.getText(source)))
        requestCasts += 1
    }
    if (ts.isFunctionLike(node) && node.body) {
      functions.push({
        lines: lineOf(node.end) - lineOf(node.getStart(source)) + 1,
        at: `${file}:${lineOf(node.getStart(source))}`,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
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
