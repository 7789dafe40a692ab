import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/lib/chromium';

/**
 * End-to-end tests in Debian's Chromium against the production build started by `npm test`: the
 * first brand's server, the Swiss brand's (OILPOOL_BASE_URL) for the specs in tests/e2e/oilpool,
 * and the energy pool's (ENERGYPOOL_BASE_URL) for those in tests/e2e/energypool.
 */
const OTHER_BRANDS = ['oilpool/**', 'energypool/**'];
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/playwright.json' }]],
  outputDir: '.data/test-results/playwright',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3100',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // No trace by default: recording one costs every test time (`--trace on` records them).
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: OTHER_BRANDS, grepInvert: /@market-window/, use: { ...devices['Desktop Chrome'] } },
    // Tests that put market windows of their own in place (tests/e2e/market-window-db.ts) run one at a
    // time beside the others: each expects the window after the one its page saw to be its own.
    { name: 'market-window', testIgnore: OTHER_BRANDS, grep: /@market-window/, workers: 1, use: { ...devices['Desktop Chrome'] } },
    // The Swiss brand's own server (npm test starts it): only the specs about that brand.
    ...(process.env.OILPOOL_BASE_URL
      ? [
          {
            name: 'oilpool',
            testDir: 'tests/e2e/oilpool',
            use: { ...devices['Desktop Chrome'], baseURL: process.env.OILPOOL_BASE_URL, locale: 'de-CH', timezoneId: 'Europe/Zurich' },
          },
        ]
      : []),
    // The energy pool's own server (single-seller mode, its market open): only the specs about that brand.
    ...(process.env.ENERGYPOOL_BASE_URL
      ? [{ name: 'energypool', testDir: 'tests/e2e/energypool', use: { ...devices['Desktop Chrome'], baseURL: process.env.ENERGYPOOL_BASE_URL } }]
      : []),
  ],
});
