/**
 * The versioned schema, on the driver of the project running it (PGlite in `unit`, a PostgreSQL
 * server in `postgres`): data written before versioning is adopted, a newer server upgrades
 * older data once, an older server refuses newer data untouched, and a failing migration leaves
 * the database as it was.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testDriver } from '@tests/postgres/test-database';
import { createEngine, openDriver, pgliteFolder, type EngineOptions } from './create-engine';
import { writeDocs } from './doc-store';
import { MIGRATIONS, SCHEMA_VERSION, migrate, schemaVersion, type Migration } from './migrations';
import type { SqlDriver } from './sql-driver';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** On PGlite: an empty data folder made once and copied for each test (making one is the slow part). */
let template: string | null = null;
beforeAll(async () => {
  if (testDriver() !== 'pglite') return;
  template = await mkdtemp(join(tmpdir(), 'migrations-template-'));
  roots.push(template);
  await (await openDriver({ dataDir: template })).close();
});

/** A new empty database of this project's driver. */
let target: Pick<EngineOptions, 'dataDir' | 'databaseUrl'>;
beforeEach(async () => {
  const root = await mkdtemp(join(tmpdir(), 'migrations-'));
  roots.push(root);
  if (template) await cp(pgliteFolder(template), pgliteFolder(root), { recursive: true });
  target = { dataDir: root, databaseUrl: await testDatabaseUrl() };
});

async function withDriver<T>(fn: (db: SqlDriver) => Promise<T>): Promise<T> {
  const db = await openDriver({ ...target, database: { log: () => undefined } });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const doc = { path: 'events/e1', id: 'e1', data: { title: 'Launch' }, version: 7, createTime: new Date(1e12), updateTime: new Date(1e12) };

/** A second version of the schema, as a later release would add it. */
const probe: Migration = {
  version: SCHEMA_VERSION + 1,
  description: 'a table a later release adds',
  statements: ['CREATE TABLE migration_probe (n integer NOT NULL)', 'INSERT INTO migration_probe VALUES (1)'],
};

// Each test opens a new PGlite data folder several times, which takes a while on a busy machine.
describe('the schema version', { timeout: 120_000 }, () => {
  it('adopts a database written before versioning and keeps its documents', async () => {
    // What a server before versioning left: the documents table and a document, no schema_version.
    await withDriver(async (db) => {
      for (const statement of MIGRATIONS[0].statements) await db.query(statement);
      await writeDocs(db, [doc]);
      expect((await db.query("SELECT to_regclass('schema_version') AS t")).rows[0]).toEqual({ t: null });
    });
    const engine = await createEngine(target);
    try {
      expect((await engine.get('events/e1'))?.data).toEqual({ title: 'Launch' });
    } finally {
      await engine.close();
    }
    expect(await withDriver(schemaVersion)).toBe(SCHEMA_VERSION);
  });

  it('upgrades older data when a newer server starts, applying each migration once', async () => {
    await (await createEngine(target)).close();
    await withDriver(async (db) => writeDocs(db, [doc]));
    expect(await withDriver((db) => migrate(db, [...MIGRATIONS, probe]))).toEqual({ from: SCHEMA_VERSION, to: probe.version });
    expect(await withDriver((db) => migrate(db, [...MIGRATIONS, probe]))).toEqual({ from: probe.version, to: probe.version });
    await withDriver(async (db) => {
      expect((await db.query('SELECT count(*)::int AS n FROM migration_probe')).rows[0]).toEqual({ n: 1 });
      expect(await schemaVersion(db)).toBe(probe.version);
      expect((await db.query('SELECT count(*)::int AS n FROM documents')).rows[0]).toEqual({ n: 1 });
    });
  });

  it('refuses, untouched, data written by a newer server, saying so', async () => {
    await (await createEngine(target)).close();
    await withDriver(async (db) => {
      await migrate(db, [...MIGRATIONS, probe]);
      await writeDocs(db, [doc]);
    });
    const refusal = createEngine({ ...target, database: { log: () => undefined } });
    await expect(refusal).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(refusal).rejects.toThrow(
      new RegExp(`is at schema version ${probe.version}, written by a newer EventDesk; this server knows versions up to ${SCHEMA_VERSION}\\. Start the newer EventDesk on it, or restore a backup taken by this version`),
    );
    await withDriver(async (db) => {
      expect(await schemaVersion(db)).toBe(probe.version);
      expect((await db.query('SELECT count(*)::int AS n FROM documents')).rows[0]).toEqual({ n: 1 });
    });
    // And the newer server still opens it.
    expect(await withDriver((db) => migrate(db, [...MIGRATIONS, probe]))).toEqual({ from: probe.version, to: probe.version });
  });

  it('leaves the database as it was when a migration fails half-way', async () => {
    await (await createEngine(target)).close();
    const broken: Migration = { ...probe, statements: ['CREATE TABLE half_done (n integer)', 'SELECT * FROM no_such_table'] };
    await expect(withDriver((db) => migrate(db, [...MIGRATIONS, broken]))).rejects.toThrow(/no_such_table/);
    await withDriver(async (db) => {
      expect(await schemaVersion(db)).toBe(SCHEMA_VERSION);
      expect((await db.query("SELECT to_regclass('half_done') AS t")).rows[0]).toEqual({ t: null });
    });
  });
});
