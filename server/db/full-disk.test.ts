/**
 * A full disk, on each driver: the write that does not fit is refused with a clear error and
 * leaves nothing behind, every committed document stays readable and whole (also after a
 * restart), and writes work again once space is freed. Each database lives on a small file
 * system of its own (a tmpfs mounted here, which needs root). PostgreSQL keeps its write-ahead
 * log on another disk, as the PostgreSQL documentation advises: a server whose WAL disk fills
 * stops (PANIC) rather than refusing writes, which the restart test covers.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '@tests/postgres/cluster';
import { createEngine, type EngineOptions } from './create-engine';
import { EngineError, type DocumentEngine } from './engine';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A file system of `megabytes` of its own, removed after the file's tests. */
function smallDisk(megabytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`This test fills a small file system of its own, mounted with mount -t tmpfs, which failed (it needs root): ${String((error as { stderr?: Buffer }).stderr ?? error)}`, {
      cause: error,
    });
  }
  cleanups.push(() => {
    execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Commits documents that do not compress until the disk refuses one; returns the committed paths and the refusal. */
async function fill(engine: DocumentEngine): Promise<{ committed: Map<string, string>; refusal: unknown; refusedPath: string }> {
  const committed = new Map<string, string>();
  for (let i = 0; ; i++) {
    const path = `fill/d${String(i).padStart(4, '0')}`;
    const blob = randomBytes(200_000).toString('base64');
    try {
      await engine.commit([{ type: 'set', path, data: { blob } }]);
      committed.set(path, blob);
    } catch (refusal) {
      return { committed, refusal, refusedPath: path };
    }
  }
}

/** PGlite has no server to restart: closing and opening the engine is its restart. */
const noRestart = async () => undefined;

async function expectIntact(engine: DocumentEngine, committed: Map<string, string>): Promise<void> {
  const docs = await engine.list({ path: 'fill' });
  expect(docs.map((d) => d.path)).toEqual([...committed.keys()]);
  for (const d of docs) expect(d.data.blob === committed.get(d.path), d.path).toBe(true);
}

/**
 * Fills the disk under `open()`'s database, with `ballast` (4 MB) taken first so that room can
 * be made later; `restart` stops and starts the database server between two engines.
 */
async function checkFullDisk(open: () => Promise<DocumentEngine>, ballast: string, restart: () => Promise<void>): Promise<void> {
  let engine = await open();
  try {
    // PostgreSQL writes a new database's pages at its next checkpoint: take it now, while there is room.
    await engine.internal.query('CHECKPOINT');
    writeFileSync(ballast, randomBytes(4 << 20));
    const { committed, refusal, refusedPath } = await fill(engine);
    expect(committed.size).toBeGreaterThan(0);
    expect(refusal).toBeInstanceOf(EngineError);
    expect(refusal).toMatchObject({ code: 'resource-exhausted' });
    expect((refusal as Error).message).toMatch(/^The database's disk is full: nothing was saved \(could not extend file .+\)\. Free some space on the disk the database is on, then try again\.$/);
    expect(await engine.get(refusedPath)).toBeNull();
    await expectIntact(engine, committed);

    rmSync(ballast);
    await engine.commit([{ type: 'set', path: refusedPath, data: { blob: 'fits now' } }]);
    committed.set(refusedPath, 'fits now');

    await engine.close();
    await restart();
    engine = await open();
    await expectIntact(engine, committed);
  } finally {
    await engine.close();
  }
}

describe('a full disk', () => {
  it('on PGlite: refuses the write that does not fit, keeps every committed document, and writes again once there is room', { timeout: 300_000 }, async () => {
    const disk = smallDisk(48);
    const options: EngineOptions = { dataDir: join(disk, 'data'), database: { log: () => undefined } };
    await checkFullDisk(() => createEngine(options), join(disk, 'ballast'), noRestart);
  });

  it('on PostgreSQL: refuses the write that does not fit, keeps every committed document, and writes again once there is room', { timeout: 300_000 }, async () => {
    const disk = smallDisk(40);
    const cluster: Cluster = await startCluster({ parent: disk, walDir: tmpdir() });
    cleanups.push(() => cluster.destroy());
    const options: EngineOptions = { databaseUrl: await cluster.createDatabase(), database: { log: () => undefined } };
    await checkFullDisk(() => createEngine(options), join(disk, 'ballast'), async () => {
      await cluster.stop('fast');
      await cluster.start();
    });
  });
});
