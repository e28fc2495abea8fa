import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`

/**
 * Journeys in Debian's Chromium against the built app served by the real server on a fresh DATA_DIR
 * (embedded database, demo content). Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'rm -rf .e2e-data && node server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '1000',
      RATE_LIMIT_FORMS: '1000',
      PUBLIC_URL: baseURL,
      // Publishing's clock: e2e/content-staff-journey.spec.ts moves it by writing this file.
      NODE_ENV: 'test',
      TEST_CLOCK_FILE: '.e2e-data/test-clock',
    },
  },
})
