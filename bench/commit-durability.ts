/**
 * The cost of durable commits, for bench:live: the same small commit (one row, one transaction)
 * timed on each driver with durability as shipped and without it. PGlite: PGlite on the
 * engine's durable file system (fsync reaches the disk) against PGlite on its own NodeFS (it
 * never syncs, as before issue 18). PostgreSQL: synchronous_commit on (the server's setting on
 * every connection) against off (the commit returns before its WAL is flushed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DurableNodeFS } from '@server/db/pglite-durable-fs';
import { latencySummary } from './live-measure';

const COMMITS = 200;
const TABLE = 'CREATE TABLE IF NOT EXISTS bench_commits (id integer PRIMARY KEY, data jsonb NOT NULL)';
const INSERT = 'INSERT INTO bench_commits (id, data) VALUES ($1, $2)';

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

async function time(query: Query): Promise<{ p50: number; p99: number }> {
  await query(TABLE);
  const latencies: number[] = [];
  for (let i = 0; i < COMMITS; i++) {
    const started = performance.now();
    await query(INSERT, [i, JSON.stringify({ i, text: 'a small document' })]);
    latencies.push(performance.now() - started);
  }
  return latencySummary(latencies);
}

async function pglite(durable: boolean): Promise<{ p50: number; p99: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-commit-'));
  const db = durable ? await PGlite.create({ fs: new DurableNodeFS(dir) }) : await PGlite.create(dir);
  try {
    return await time((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(databaseUrl: string, synchronousCommit: 'on' | 'off'): Promise<{ p50: number; p99: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c synchronous_commit=${synchronousCommit}` });
  await client.connect();
  try {
    await client.query('DROP TABLE IF EXISTS bench_commits');
    return await time((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}

export type DurabilityCost = Record<'pglite' | 'postgres', { durable: { p50: number; p99: number }; notDurable: { p50: number; p99: number } }>;

export async function benchCommitDurability(databaseUrl: string): Promise<DurabilityCost> {
  return {
    pglite: { durable: await pglite(true), notDurable: await pglite(false) },
    postgres: { durable: await postgres(databaseUrl, 'on'), notDurable: await postgres(databaseUrl, 'off') },
  };
}
