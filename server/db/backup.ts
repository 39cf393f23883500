/**
 * Backup and restore of the engine's database (`npm run backup` / `npm run restore`), for each
 * driver with its usual tool:
 * - PGlite: the whole data folder as a gzipped tarball (PGlite's dumpDataDir), taken with the
 *   folder locked, so only while the server is stopped; restored into a fresh folder that is
 *   opened and checked first, then swapped in (the old folder is kept beside it).
 * - PostgreSQL: pg_dump's custom format, taken while the server runs (pg_dump reads one
 *   consistent snapshot); restored in one transaction (psql -1) that first drops the server's
 *   tables, so the database holds exactly what the backup held, while no EventDesk server is
 *   connected to it.
 * Either way a backup written by a newer server (a schema version this one does not know) is
 * refused before anything changes.
 */
import { spawn } from 'node:child_process';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { pgliteFolder } from './create-engine';
import { lockDataFolder } from './data-folder-lock';
import { SCHEMA_VERSION, tooNewMessage } from './migrations';
import { PgliteDriver, openPglite } from './pglite-driver';
import { describeDatabaseUrl } from './postgres-driver';

export type DatabaseTarget = { dataDir: string; databaseUrl?: string };

/** Thrown for anything the operator must fix; the command prints its message and exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

const where = (target: DatabaseTarget) =>
  target.databaseUrl ? `PostgreSQL at ${describeDatabaseUrl(target.databaseUrl)}` : `PGlite in ${pgliteFolder(target.dataDir)}`;

export function defaultBackupFile(target: DatabaseTarget, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `eventdesk-backup-${stamp}${target.databaseUrl ? '.pgdump' : '.tar.gz'}`;
}

/** Writes `file` through a temporary name and syncs it, so a backup file is whole or absent. */
async function writeDurably(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${file}.partial`;
  try {
    await write(tmp);
    const handle = await open(tmp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}

export async function backupDatabase(target: DatabaseTarget, file: string): Promise<{ bytes: number; from: string }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; name a new file.`);
  if (target.databaseUrl) {
    const { url, env } = withoutPassword(target.databaseUrl);
    await writeDurably(file, async (tmp) => {
      await runTool('pg_dump', ['--format=custom', `--file=${tmp}`, `--dbname=${url}`], env);
    });
  } else {
    const folder = pgliteFolder(target.dataDir);
    if (!existsSync(`${folder}/PG_VERSION`)) throw new BackupError(`There is no database in ${folder} to back up (is DATA_DIR right?).`);
    const driver = await lockedPglite(folder);
    try {
      const tarball = await driver.dumpDataDir();
      await writeDurably(file, async (tmp) => {
        const handle = await open(tmp, 'w', 0o600);
        try {
          await handle.writeFile(Buffer.from(await tarball.arrayBuffer()));
        } finally {
          await handle.close();
        }
      });
    } finally {
      await driver.close();
    }
  }
  return { bytes: (await stat(file)).size, from: where(target) };
}

export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<{ into: string; previous?: string }> {
  const head = await readHead(file);
  const isPgDump = head.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC;
  const isTarball = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  if (target.databaseUrl) {
    if (!isPgDump) {
      throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump's custom format)${isTarball ? ': it is a PGlite data folder backup, which restores with DATABASE_URL unset' : ''}.`);
    }
    await restorePostgres(target.databaseUrl, file);
    return { into: where(target) };
  }
  if (!isTarball) {
    throw new BackupError(`${file} is not a PGlite backup (a gzipped data folder)${isPgDump ? ': it is a PostgreSQL backup, which restores with DATABASE_URL set to the server' : ''}.`);
  }
  return { into: where(target), previous: await restorePglite(pgliteFolder(target.dataDir), file) };
}

async function readHead(file: string): Promise<Buffer> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    throw new BackupError(`Cannot read the backup file ${file}.`);
  }
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The data folder's own driver, refused with a clear message while a server holds the folder. */
async function lockedPglite(folder: string): Promise<PgliteDriver> {
  try {
    return await PgliteDriver.open(folder, { log: () => undefined, fatal: () => undefined });
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
}

/** Loads the tarball into a fresh folder, checks it, swaps it in; returns where the replaced folder went. */
async function restorePglite(folder: string, file: string): Promise<string | undefined> {
  let unlock: () => void;
  try {
    unlock = lockDataFolder(folder);
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
  const fresh = `${folder}.restoring`;
  try {
    await rm(fresh, { recursive: true, force: true });
    const db = await openPglite(fresh, new Blob([await readFile(file)]));
    try {
      const { rows } = await db.query<{ version: number | null }>(
        "SELECT CASE WHEN to_regclass('schema_version') IS NULL THEN 0 ELSE (SELECT version FROM schema_version WHERE id = 1) END AS version",
      );
      const version = rows[0].version ?? 0;
      if (version > SCHEMA_VERSION) throw new BackupError(tooNewMessage(`the backup ${file}`, version, SCHEMA_VERSION));
    } finally {
      await db.close();
    }
    let previous: string | undefined;
    if (existsSync(folder)) {
      previous = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(folder, previous);
    }
    await rename(fresh, folder);
    return previous;
  } finally {
    await rm(fresh, { recursive: true, force: true });
    unlock();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const version = backupSchemaVersion(await runTool('pg_restore', ['--data-only', '--table=schema_version', '--file=-', file], {}, true));
  if (version > SCHEMA_VERSION) throw new BackupError(tooNewMessage(`the backup ${file}`, version, SCHEMA_VERSION));
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'eventdesk-restore' });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'eventdesk' AND pid <> pg_backend_pid()",
    );
    if (rows[0].n > 0) throw new BackupError(`An EventDesk server is connected to ${describeDatabaseUrl(databaseUrl)}: stop it before restoring.`);
  } catch (error) {
    throw error instanceof BackupError ? error : new BackupError(`Cannot use the PostgreSQL server given by DATABASE_URL (${describeDatabaseUrl(databaseUrl)}): ${String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { url, env } = withoutPassword(databaseUrl);
  // One transaction: the server's tables and sequences go, the backup's come back, or nothing changes.
  const dropAll = `
    BEGIN;
    DO $$ DECLARE r record; BEGIN
      FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', r.tablename); END LOOP;
      FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', r.sequencename); END LOOP;
    END $$;
  `;
  await pipeTools(
    ['pg_restore', ['--no-owner', '--no-privileges', '--file=-', file]],
    ['psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-']],
    dropAll,
    '\nCOMMIT;\n',
    env,
  );
}

/** The schema version in pg_restore's COPY of schema_version (0: none, a backup from before versioning). */
function backupSchemaVersion(copy: string): number {
  const row = /^COPY public\.schema_version \(([^)]*)\) FROM stdin;\n([^\n]*)\n/m.exec(copy);
  if (!row) return 0;
  const columns = row[1].split(', ');
  return Number(row[2].split('\t')[columns.indexOf('version')]);
}

/** The password travels in PGPASSWORD, not on a command line other local users can read. */
function withoutPassword(databaseUrl: string): { url: string; env: Record<string, string> } {
  const u = new URL(databaseUrl);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function missing(tool: string): BackupError {
  return new BackupError(`${tool} is missing: install the PostgreSQL client programs (Debian: apt-get install postgresql-client) or put ${tool} on PATH.`);
}

/** Runs a PostgreSQL client program; resolves with its output (when asked) or rejects with its error output. */
function runTool(tool: string, args: string[], env: Record<string, string>, keepOutput = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => keepOutput && (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? missing(tool) : error));
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new BackupError(`${tool} failed: ${err.trim() || `exit code ${code}`}`))));
  });
}

/**
 * `first | second` inside `begin` ... `end`: `end` (the COMMIT) is written only once `first` has
 * finished well; if either fails, both are stopped and the transaction never commits.
 */
function pipeTools(first: [string, string[]], second: [string, string[]], begin: string, end: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const options = { env: { ...process.env, ...env } };
    const producer = spawn(first[0], first[1], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const consumer = spawn(second[0], second[1], { ...options, stdio: ['pipe', 'ignore', 'pipe'] });
    const errors: Record<string, string> = { [first[0]]: '', [second[0]]: '' };
    producer.stderr.on('data', (chunk: Buffer) => (errors[first[0]] += chunk.toString()));
    consumer.stderr.on('data', (chunk: Buffer) => (errors[second[0]] += chunk.toString()));
    // psql may stop reading early (an error): its stdin then fails, which the exit code reports.
    consumer.stdin.on('error', () => undefined);
    consumer.stdin.write(begin);
    producer.stdout.pipe(consumer.stdin, { end: false });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      producer.kill('SIGKILL');
      consumer.kill('SIGKILL');
      reject(error);
    };
    for (const [child, tool] of [[producer, first[0]], [consumer, second[0]]] as const) {
      child.on('error', (error: NodeJS.ErrnoException) => fail(error.code === 'ENOENT' ? missing(tool) : error));
    }
    producer.on('close', (code) => {
      if (code !== 0) return fail(new BackupError(`${first[0]} failed, nothing was changed: ${errors[first[0]].trim() || `exit code ${code}`}`));
      consumer.stdin.end(end);
    });
    consumer.on('close', (code) => {
      if (code !== 0) fail(new BackupError(`${second[0]} failed, nothing was changed: ${errors[second[0]].trim() || `exit code ${code}`}`));
      else if (!failed) resolve();
    });
  });
}
