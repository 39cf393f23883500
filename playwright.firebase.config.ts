import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The firebase build against the Emulator Suite (tests/e2e-firebase/global-setup.ts).
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-firebase',
  globalSetup: './tests/e2e-firebase/global-setup.ts',
  outputDir: '.tmp/playwright-firebase-output',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright-firebase.json' }]],
});
