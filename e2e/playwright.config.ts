import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// LOCI_E2E_PORT lets two checkouts (or two people) run the suite side by side.
const PORT = process.env.LOCI_E2E_PORT ?? '3199';
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Workers inherit it: support/api.ts sends it as Origin on writes made with a page's cookies.
process.env.LOCI_E2E_BASE_URL = BASE_URL;

// One fresh data folder per run (database, uploads, outbox). Workers inherit the variable,
// so specs can read mails from `${LOCI_E2E_DATA_DIR}/outbox`.
if (!process.env.LOCI_E2E_DATA_DIR) {
  process.env.LOCI_E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'loci-e2e-'));
}
const DATA_DIR = process.env.LOCI_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // An English browser: the specs read the spec's English texts (specs/i18n opens other languages itself).
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
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
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}/api/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT,
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      WEBSITE_FETCH_ALLOW_PRIVATE: '1',
      MAP_TILE_URL: '', // no tile requests to the internet: hexagons on the paper background
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_EMAIL_MAX: '5',
      // Every spec signs up from 127.0.0.1; keep the per-IP limit out of the way.
      RATE_LIMIT_AUTH_IP_MAX: '1000',
      // Enables the test-only seeding endpoints the projects specs use.
      LOCI_E2E_SEED: '1',
      // Each offline image takes at least this long, so specs can watch placeholders turn into images.
      OFFLINE_IMAGE_LATENCY_MS: '500',
    },
  },
});
