#!/usr/bin/env node
// npm run fuzz [-- RUNS]: the route fuzzer (every route, anonymous and as an admin, generated bodies,
// media types, cut-off forms, bad ids and queries) with RUNS requests (40,000 unless given), and the
// raw-socket fuzzer (RUNS / 4 malformed HTTP requests on a listening socket), on the
// embedded database and, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there
// too. It fails on any 5xx or any refusal not in the one error shape.
import { spawnSync } from 'node:child_process'

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '40000'
const projects = ['--project', 'server']
if (process.env.TEST_DATABASE_URL) projects.push('--project', 'server-postgres')
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...projects,
    'server/src/routes/route-fuzz.test.ts',
    'server/src/routes/catalogue-fuzz.test.ts',
    'server/src/routes/raw-socket-fuzz.test.ts',
    '--testTimeout',
    '0',
  ],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs }, shell: process.platform === 'win32' },
)
process.exit(result.status ?? 1)
