import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The firebase build against the Emulator Suite (tests/e2e-firebase/global-setup.ts).
export default defineConfig({
  ...base,
  // One worker and one project: every spec shares the one Emulator Suite.
  workers: 1,
  projects: undefined,
  testDir: 'tests/e2e-firebase',
  globalSetup: './tests/e2e-firebase/global-setup.ts',
  outputDir: '.tmp/playwright-firebase-output',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright-firebase.json' }]],
});
