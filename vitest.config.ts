import os from 'node:os'
import { defineConfig } from 'vitest/config'

// One time budget for tests and hooks on a loaded 2-core machine. Starting a test app (buildTestApp:
// the migrated snapshot or template clone, every plugin) took 3.5-12.6 s each on this project's
// 2-core machine at load average 14 (2026-11-27), ~1 s when quiet; at load average 25 a test that
// starts two apps and an SMTP server took 48 s. Hooks and many tests start an app (or the built lab
// server with two admin:create runs) and log a user or two in: each gets 10x the slowest start.
// A test that waits on purpose (a hung server, a retry) keeps its own, shorter limit next to it.
const budget = { testTimeout: 120_000, hookTimeout: 120_000 }

const serverTests = {
  include: ['server/src/**/*.test.ts'],
  globalSetup: ['server/src/testing/migrated-database.global-setup.ts'],
  ...budget,
}
// With TEST_DATABASE_URL the server suite runs twice in one pool: on the embedded database and on
// that PostgreSQL server (each test file creating and dropping a database of its own there).
const postgresUrl = process.env.TEST_DATABASE_URL

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine, while most test time is
    // spent waiting on the database or on argon2's thread pool: every core gets a worker.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'] } },
      { test: { name: 'server', ...serverTests, env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl
        ? [{ test: { name: 'server-postgres', ...serverTests, env: { TEST_DATABASE_URL: postgresUrl } } }]
        : []),
      './web/vite.config.ts',
      {
        test: {
          name: 'desktop',
          include: ['desktop/src/**/*.test.ts', 'desktop/scripts/**/*.test.ts'],
          ...budget,
          globalSetup: ['desktop/src/main/testing/built-server.global-setup.ts'],
        },
      },
    ],
  },
})
