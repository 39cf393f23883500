/**
 * Which database a driver-parametrised test runs on. The same test files run in two Vitest
 * projects: `unit` (PGlite) and `postgres` (a PostgreSQL server, whose global setup started a
 * throwaway cluster). In the `postgres` project each call makes a new empty database there and
 * returns its DATABASE_URL; in `unit` it returns undefined, which means PGlite.
 */
import { inject } from 'vitest';
import { createDatabase } from './cluster';

export type TestDriver = 'pglite' | 'postgres';

export function testDriver(): TestDriver {
  return inject('postgresAdminUrl') ? 'postgres' : 'pglite';
}

export async function testDatabaseUrl(): Promise<string | undefined> {
  const adminUrl = inject('postgresAdminUrl');
  return adminUrl ? createDatabase(adminUrl) : undefined;
}
