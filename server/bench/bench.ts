/**
 * `npm run bench`: every benchmark of issue 16, one after the other (never in parallel: they would
 * measure each other), each in a process of its own as when it runs alone, then one table. Each
 * piece also runs alone: `npm run bench:reads`, `npm run bench:writes`, `npm run bench:scale`,
 * `npm run bench:lighthouse`.
 */
import path from 'node:path'
import { ensureBuilt, printTable, runPiece } from './bench-kit'

const PIECES = ['read-bench.ts', 'write-bench.ts', 'scale-bench.ts', 'lighthouse-bench.ts']

ensureBuilt()
printTable(
  'labsite benchmarks (issue 16)',
  PIECES.flatMap((piece) => runPiece(path.join(import.meta.dirname, piece))),
)
