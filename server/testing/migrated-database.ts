/**
 * Test support: a data folder whose PGlite database is already created and migrated, copied from
 * a template made once per schema (the migrations' source) and PGlite version. Creating the
 * database (initdb) and migrating it costs a server start about 4 s of CPU; the copy, 0.15 s. A
 * server then opens it as it opens its own folder after a restart. The first start on an empty
 * folder stays covered by the tests that open their folders themselves (migrations, backups,
 * durability, a full disk).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createEngine, pgliteFolder } from '../db/create-engine';

const root = new URL('../..', import.meta.url).pathname;
const templates = join(root, '.tmp', 'pgdata-templates');

/** What a migrated database depends on: the migrations and the PGlite that ran them. */
function schemaKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'server/db/migrations.ts')));
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let made: Promise<string> | null = null;

async function template(): Promise<string> {
  const folder = join(templates, schemaKey());
  if (existsSync(folder)) return folder;
  mkdirSync(templates, { recursive: true });
  const building = mkdtempSync(join(templates, 'building-'));
  try {
    await (await createEngine({ dataDir: building, database: { log: () => undefined } })).close();
    // Another process may have made it meanwhile: either copy is the same database.
    try {
      renameSync(pgliteFolder(building), folder);
    } catch (error) {
      if (!existsSync(folder)) throw error;
    }
    return folder;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Gives `dataDir` a migrated, empty database unless it has one already. */
export async function provideMigratedDatabase(dataDir: string): Promise<void> {
  const target = pgliteFolder(dataDir);
  if (existsSync(target)) return;
  made ??= template();
  cpSync(await made, target, { recursive: true });
}
