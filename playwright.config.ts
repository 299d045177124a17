import { defineConfig, devices } from '@playwright/test';
import { freePortSync } from './tests/support/free-port.ts';

// A free port unless E2E_PORT names one. This file is evaluated in the main process and again in
// each worker: the main process picks the port and puts it in the environment the workers and the
// web server inherit, so all agree (tests/e2e/support/api.ts reads E2E_PORT too).
process.env.E2E_PORT ||= String(freePortSync());
const PORT = Number(process.env.E2E_PORT);

/** Browser tests: Debian's Chromium (never a downloaded browser) against the real server on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [
        ['list'],
        ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
        ['./tests/support/e2e-progress-reporter.ts'],
      ]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'bun tests/e2e/support/start-server.ts',
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
