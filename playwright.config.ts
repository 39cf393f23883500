import { defineConfig } from '@playwright/test';

/**
 * The journeys that stream through the media server (an encoder, nginx-rtmp and the transcoder in
 * real time): they wait on the delayed video more than they compute, and two at once would fight
 * over the CPU for their encoders, so they take turns on one worker while the other worker runs
 * the screens' specs.
 */
const LIVE_JOURNEYS = /\/(livetool|presenter|polls|streams)\.spec\.ts$/;

// Each worker starts its own server (tests/e2e/fixtures) so a test can stop and restart it.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'live', testMatch: LIVE_JOURNEYS, workers: 1 },
    { name: 'screens', testIgnore: LIVE_JOURNEYS },
  ],
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
