import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

/**
 * Two projects: `unit` (domain rules, the server against a real PGlite, the local provider) and
 * `firebase` (the firebase provider, the rules and the functions against the Firestore, Auth and
 * Functions emulators, in files named *.emulator.test.ts). The `firebase` project's global setup
 * starts the emulators once per run, and only when the run includes its files.
 */
const FIREBASE_SUITES = ['tests/**/*.emulator.test.ts'];

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,domain,server,functions,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', '**/node_modules/**', ...FIREBASE_SUITES],
        },
      },
      {
        extends: true,
        test: {
          name: 'firebase',
          include: FIREBASE_SUITES,
          globalSetup: ['tests/firebase/emulators.global-setup.ts'],
          // Starting the emulators takes a while on a busy machine.
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
