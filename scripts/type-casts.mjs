// Type casts (`x as T`, not `as const`) in the non-test TypeScript of shared, server, web and desktop:
// the count `npm run figures` prints and server/src/type-casts.test.ts holds under a ceiling.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
/** A cast of what a request carries: its schema types it (see server/src/route-typing.test.ts). */
const REQUEST_DATA = /^\(?request\.(body|params|query|headers)\b/

/** The counted files, relative to the repository root: tracked .ts/.tsx, without tests and test kits. */
export function countedFiles() {
  return execFileSync('git', ['ls-files', 'shared/src', 'server/src', 'web/src', 'desktop/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\/testing\//.test(file))
}

/** A file parsed as TypeScript (TSX for .tsx). */
export function parseFile(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
}

/** Every cast in one parsed file: where it is and whether it casts request data. */
export function castsIn(source) {
  const casts = []
  const visit = (node) => {
    if (ts.isAsExpression(node) && node.type.getText(source) !== 'const') {
      casts.push({
        at: `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`,
        requestData: REQUEST_DATA.test(node.expression.getText(source)),
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return casts
}

/** Every cast in the counted files. */
export function allCasts() {
  return countedFiles().flatMap((file) => castsIn(parseFile(file)))
}
