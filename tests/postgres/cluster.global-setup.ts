/**
 * Vitest's global setup for the `postgres` project: one throwaway PostgreSQL cluster per run
 * (tests/postgres/cluster.ts), stopped and removed after. Each test file makes its own database
 * on it (`testDatabaseUrl()`), so files running side by side never see each other's documents.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `postgres` project only: the cluster's maintenance database. */
    postgresAdminUrl?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  project.provide('postgresAdminUrl', cluster.url());
  return () => cluster.destroy();
}
