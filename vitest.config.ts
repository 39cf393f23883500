import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

/**
 * Four projects: `unit` (domain rules, the server against a real PGlite, the local provider, the
 * screens in jsdom), `api` (the `/api` handlers' suites, sharing their modules within a worker),
 * `firebase` (the firebase provider, the rules and the functions against the Firestore, Auth and
 * Functions emulators, in files named *.emulator.test.ts) and `postgres` (the engine, live
 * queries and the provider contract again, on a PostgreSQL server, plus the PostgreSQL-only
 * tests in server/db/postgres-*.test.ts). The `firebase` and `postgres` projects' global setups
 * start the emulators / a throwaway PostgreSQL cluster once per run, and only when the run
 * includes their files.
 */
const FIREBASE_SUITES = ['tests/**/*.emulator.test.ts'];
const SHARED_REGISTRY_SUITES = ['server/api/**/*.test.ts'];
/** PostgreSQL's own tests, and the full-disk test (it runs a PostgreSQL cluster of its own beside PGlite). */
const POSTGRES_ONLY_SUITES = ['server/db/postgres-*.test.ts', 'server/db/full-disk.test.ts'];
/** Suites that run on both drivers: they open their database through tests/postgres/test-database.ts. */
const BOTH_DRIVER_SUITES = [
  'server/db/engine-queries.test.ts',
  'server/db/engine-writes.test.ts',
  'server/db/migrations.test.ts',
  'server/db/backup.test.ts',
  'server/live/live.test.ts',
  'tests/contract/local.test.ts',
];

export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one fewer than the cores) is a single worker on a two-core machine, which
    // then idles while tests wait on their servers, emulators and converters: two run side by side.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,domain,server,functions,tests}/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', '**/node_modules/**', ...FIREBASE_SUITES, ...POSTGRES_ONLY_SUITES, ...SHARED_REGISTRY_SUITES],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: SHARED_REGISTRY_SUITES,
          // One module registry per worker instead of one per file: each of these files imported
          // the whole server again, 44 % of their CPU (310 s of CPU isolated, 176 s shared). Each
          // still starts its own server on its own database. The other suites stay isolated: shared,
          // some server ones (data-folder locks, backups, restarts) failed, and domain's gained nothing.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...BOTH_DRIVER_SUITES, ...POSTGRES_ONLY_SUITES],
          globalSetup: ['tests/postgres/cluster.global-setup.ts'],
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
