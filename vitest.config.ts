import os from 'node:os'
import { defineConfig } from 'vitest/config'

const serverTests = {
  include: ['server/src/**/*.test.ts'],
  globalSetup: ['server/src/testing/migrated-database.global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
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
          include: ['desktop/src/**/*.test.ts'],
          globalSetup: ['desktop/src/main/testing/built-server.global-setup.ts'],
        },
      },
    ],
  },
})
