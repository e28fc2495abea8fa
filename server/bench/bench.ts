/**
 * `npm run bench`: every benchmark (issues 16 and 26), one after the other (never in parallel: they would
 * measure each other), each in a process of its own as when it runs alone, then one table with the date
 * and the machine (CPU, cores, load average). Each piece also runs alone: `npm run bench:reads`,
 * `npm run bench:writes`, `npm run bench:scale`, `npm run bench:lighthouse`.
 *
 *   npm run bench -- --write docs/benchmarks.md    also writes the results into that doc
 *   npm run bench -- --only read-bench,lighthouse-bench
 *
 * `--write` replaces the part of the doc between its RESULTS markers (the method around it stays).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ensureBuilt, machineLine, markdownTable, measuredAt, printTable, runPiece } from './bench-kit'

const PIECES = ['read-bench', 'write-bench', 'scale-bench', 'lighthouse-bench']
const BEGIN = '<!-- RESULTS: written by `npm run bench -- --write`; do not edit by hand -->'
const END = '<!-- /RESULTS -->'

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? null : (process.argv[at + 1] ?? null)
}

const only = argument('--only')?.split(',')
const pieces = PIECES.filter((piece) => !only || only.includes(piece))

ensureBuilt()
const startedLoad = machineLine()
const rows = pieces.flatMap((piece) => runPiece(path.join(import.meta.dirname, `${piece}.ts`)))
printTable('labsite benchmarks', rows)

const target = argument('--write')
if (target) {
  const results = [
    BEGIN,
    '',
    `Measured ${measuredAt()} by \`npm run bench${only ? ` -- --only ${only.join(',')}` : ''}\`.`,
    '',
    `- at the start: ${startedLoad}`,
    `- at the end: ${machineLine()}`,
    '',
    markdownTable(rows),
    '',
    END,
  ].join('\n')
  const doc = existsSync(target) ? readFileSync(target, 'utf8') : `# Benchmarks\n\n${BEGIN}\n${END}\n`
  const from = doc.indexOf(BEGIN)
  const to = doc.indexOf(END)
  const next =
    from === -1 || to === -1
      ? `${doc.trimEnd()}\n\n${results}\n`
      : doc.slice(0, from) + results + doc.slice(to + END.length)
  writeFileSync(target, next)
  console.log(`results written to ${target}`)
}
