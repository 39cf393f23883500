import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

// The Firebase contract suite and the permission-matrix walk against firestore.rules need the
// emulators (Java 21): they run only when FIRESTORE_EMULATOR_HOST says where they are, and every
// run says so when not.
const emulators = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
const EMULATOR_SUITES = ['tests/contract/firebase.test.ts', 'tests/firebase/matrix-walk.test.ts'];
if (!emulators) {
  console.warn(
    `Not running the firebase contract suite or the emulator permission-matrix walk (${EMULATOR_SUITES.join(', ')}): FIRESTORE_EMULATOR_HOST is not set (start \`npm run dev:firebase\`, needs Java 21).`,
  );
}

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    include: ['{src,domain,server,functions,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', '**/node_modules/**', ...(emulators ? [] : EMULATOR_SUITES)],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
