/**
 * `npm run bench`: every benchmark of issue 16 in one run, one after the other (never in parallel:
 * they would measure each other), then one table. Each piece also runs alone:
 * `npm run bench:reads`, `npm run bench:writes`, `npm run bench:scale`, `npm run bench:lighthouse`.
 */
import { type BenchRow, ensureBuilt, printTable } from './bench-kit'
import { benchLighthouse } from './lighthouse-bench'
import { benchReads } from './read-bench'
import { benchScale } from './scale-bench'
import { benchWrites } from './write-bench'

ensureBuilt()
const rows: BenchRow[] = []
rows.push(...(await benchReads()))
rows.push(...(await benchWrites()))
rows.push(...(await benchScale()))
rows.push(...(await benchLighthouse()))
printTable('labsite benchmarks (issue 16)', rows)
