import { defineConfig } from '@playwright/test';

// Every spec starts its own server (tests/e2e/fixtures) so a test can stop and restart it.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright.json' }]],
  outputDir: '.tmp/playwright-output',
  use: {
    browserName: 'chromium',
    headless: true,
    // The app turns antd's motion off for reduced motion: axe then reads settled colours, not a fade.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
