/**
 * `npm run backup` and `npm run restore` (server/backup-main.ts, run as the operator runs them)
 * on the driver of the project running this file: PGlite in `unit`, a PostgreSQL server in
 * `postgres`. Back up, write more, restore: the state is the backup's.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testDriver } from '@tests/postgres/test-database';
import { createEngine } from './create-engine';
import type { DocumentEngine, StoredDoc } from './engine';

const cliPath = fileURLToPath(new URL('../backup-main.ts', import.meta.url));
let root: string;
let target: { dataDir: string; databaseUrl?: string };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-'));
  target = { dataDir: join(root, 'data'), databaseUrl: await testDatabaseUrl() };
});
afterAll(() => rm(root, { recursive: true, force: true }));

function cli(command: 'backup' | 'restore', file: string): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath, command, file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const snapshot = async (engine: DocumentEngine) =>
  (await engine.list({ path: 'talks' })).map((d: StoredDoc) => ({ id: d.id, data: d.data, version: d.version, updateTime: d.updateTime }));

describe(`backup and restore (${testDriver()})`, () => {
  it('restores the state the backup holds, and later commits go on from there', { timeout: 120_000 }, async () => {
    let engine = await createEngine(target);
    await engine.commit([
      { type: 'set', path: 'talks/t1', data: { title: 'Opening', at: new Date('2026-05-01T09:00:00Z') } },
      { type: 'set', path: 'talks/t2', data: { title: 'Keynote', tags: ['main'] } },
    ]);
    await engine.commit([{ type: 'update', path: 'talks/t1', data: { room: 'A' } }]);
    const backedUp = await snapshot(engine);
    // PGlite's folder is backed up while the server is stopped; PostgreSQL while it runs.
    if (testDriver() === 'pglite') await engine.close();
    const file = join(root, testDriver() === 'pglite' ? 'first.tar.gz' : 'first.pgdump');
    const backup = await cli('backup', file);
    expect(backup.out).toMatch(new RegExp(`^Backed up ${testDriver() === 'pglite' ? 'PGlite in' : 'PostgreSQL at'} .+ to ${file} \\(\\d+ bytes\\)\\.$`, 'm'));
    expect(backup.code).toBe(0);

    if (testDriver() === 'pglite') engine = await createEngine(target);
    await engine.commit([
      { type: 'update', path: 'talks/t1', data: { title: 'Opening, moved' } },
      { type: 'delete', path: 'talks/t2' },
      { type: 'set', path: 'talks/t3', data: { title: 'Added after the backup' } },
    ]);
    await engine.commit([{ type: 'set', path: 'talks/t4', data: { title: 'Also after' } }]);
    expect(await snapshot(engine)).not.toEqual(backedUp);
    await engine.close();

    const restore = await cli('restore', file);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/^Restored .+ into .+\./m);

    engine = await createEngine(target);
    try {
      expect(await snapshot(engine)).toEqual(backedUp);
      const [next] = await engine.commit([{ type: 'set', path: 'talks/t5', data: { title: 'After the restore' } }]);
      // Versions keep increasing past everything the backup holds, so preconditions stay sound.
      expect(next.after!.version).toBeGreaterThan(Math.max(...backedUp.map((d) => d.version)));
    } finally {
      await engine.close();
    }
  });

  it('refuses to restore while a server uses the database, changing nothing', { timeout: 60_000 }, async () => {
    const engine = await createEngine(target);
    try {
      const before = await snapshot(engine);
      const file = join(root, testDriver() === 'pglite' ? 'second.tar.gz' : 'second.pgdump');
      if (testDriver() === 'postgres') expect((await cli('backup', file)).code).toBe(0);
      else await writeFile(file, Buffer.from([0x1f, 0x8b, 8, 0]));
      const restore = await cli('restore', file);
      expect(restore.code).toBe(1);
      expect(restore.out).toMatch(testDriver() === 'pglite' ? /is in use by another process \(pid \d+\): stop the EventDesk server that uses it first/ : /An EventDesk server is connected to .+: stop it before restoring\./);
      expect(await snapshot(engine)).toEqual(before);
    } finally {
      await engine.close();
    }
  });

  it("refuses the other driver's backup, saying which it is", async () => {
    const file = join(root, 'other-driver.bak');
    await writeFile(file, testDriver() === 'pglite' ? Buffer.from('PGDMP\u0001\u000e\u0000') : Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
    const restore = await cli('restore', file);
    expect(restore.code).toBe(1);
    expect(restore.out).toContain(
      testDriver() === 'pglite'
        ? 'is not a PGlite backup (a gzipped data folder): it is a PostgreSQL backup, which restores with DATABASE_URL set to the server.'
        : "is not a PostgreSQL backup (pg_dump's custom format): it is a PGlite data folder backup, which restores with DATABASE_URL unset.",
    );
  });
});
