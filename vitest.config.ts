import { defineConfig } from 'vitest/config';

// The Firebase contract suite needs the Firestore, Database and Storage emulators (Java 21):
// it runs only when FIRESTORE_EMULATOR_HOST says where they are, and every run says so when not.
const emulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
if (!emulators) {
  console.warn('Not running the firebase contract suite: FIRESTORE_EMULATOR_HOST is not set (start `npm run dev:firebase`, needs Java 21).');
}

export default defineConfig({
  test: {
    include: ['{src,domain,server,functions,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', '**/node_modules/**', ...(emulators ? [] : ['tests/contract/firebase.test.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
