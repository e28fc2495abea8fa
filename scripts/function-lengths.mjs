// Function lengths in the non-test TypeScript of shared, server, web and desktop: the longest ones
// `npm run figures` prints, and the ceiling server/src/function-lengths.test.ts holds them under.
// A function's length is its lines from where it starts to where it ends, nested functions included.
import ts from 'typescript'
import { countedFiles, parseFile } from './type-casts.mjs'

/** Every function with a body in one parsed file: where it starts and how many lines it spans. */
export function functionsIn(source) {
  const functions = []
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const start = lineOf(node.getStart(source))
      functions.push({ at: `${source.fileName}:${start}`, lines: lineOf(node.end) - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return functions
}

/** Every function in the counted files, longest first. */
export function allFunctions() {
  return countedFiles()
    .flatMap((file) => functionsIn(parseFile(file)))
    .sort((a, b) => b.lines - a.lines)
}
