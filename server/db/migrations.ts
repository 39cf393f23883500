/**
 * The engine's schema, versioned. `schema_version` holds the version a database is at; on open
 * the engine applies, in order and each in its own transaction with the version it reaches, the
 * migrations the database has not had, so a newer server upgrades older data. A database at a
 * version this server does not know was written by a newer server: it is refused, untouched,
 * rather than misread.
 *
 * Version 1 is the schema as it was before versioning: a data folder written then has no
 * schema_version and is taken as version 0 (its tables already exist, so version 1 changes
 * nothing there). A change to a table is a new migration at the end of the list, never an edit
 * of an applied one. (The server's other tables, created by their modules with CREATE TABLE IF
 * NOT EXISTS, change the same way: by a migration here.)
 */
import { EngineError } from './engine';
import type { SqlClient, SqlDriver } from './sql-driver';

export type Migration = { version: number; description: string; statements: string[] };

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'documents, their indexes and the version sequence',
    statements: [
      `CREATE TABLE IF NOT EXISTS documents (
        path text PRIMARY KEY,
        parent text NOT NULL,
        collection_id text NOT NULL,
        id text NOT NULL,
        data jsonb NOT NULL,
        -- The document holds a value stored tagged, which SQL cannot judge (codec.ts); so named
        -- when the only one was a string with U+0000.
        has_nul boolean NOT NULL,
        version bigint NOT NULL,
        create_time timestamptz NOT NULL,
        update_time timestamptz NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS documents_parent_id ON documents (parent, id COLLATE "C")',
      'CREATE INDEX IF NOT EXISTS documents_collection_id ON documents (collection_id)',
      'CREATE INDEX IF NOT EXISTS documents_data ON documents USING gin (data jsonb_path_ops)',
      'CREATE SEQUENCE IF NOT EXISTS document_versions',
    ],
  },
];

/** The version this server writes and understands. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/** Serialises migrations when two servers start on one PostgreSQL database at once. */
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(7081932001)';

async function versionOf(sql: SqlClient): Promise<number> {
  await sql.query('CREATE TABLE IF NOT EXISTS schema_version (id integer PRIMARY KEY CHECK (id = 1), version integer NOT NULL, updated_at timestamptz NOT NULL)');
  const { rows } = await sql.query<{ version: number }>('SELECT version FROM schema_version WHERE id = 1');
  return rows[0]?.version ?? 0;
}

export function tooNewMessage(location: string, found: number, known: number): string {
  return (
    `The database (${location}) is at schema version ${found}, written by a newer EventDesk; this server knows versions up to ${known}. ` +
    'Start the newer EventDesk on it, or restore a backup taken by this version (npm run restore).'
  );
}

/** Brings the database to the latest of `migrations`; returns the versions it went from and to. */
export async function migrate(db: SqlDriver, migrations: readonly Migration[] = MIGRATIONS): Promise<{ from: number; to: number }> {
  const latest = migrations[migrations.length - 1].version;
  let from = -1;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const current = await versionOf(tx);
      if (from < 0) from = current;
      if (current > latest) throw new EngineError('failed-precondition', tooNewMessage(db.location, current, latest));
      const next = migrations.find((m) => m.version > current);
      if (!next) return null;
      for (const statement of next.statements) await tx.query(statement);
      await tx.query(
        `INSERT INTO schema_version (id, version, updated_at) VALUES (1, $1, now())
         ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
        [next.version],
      );
      return next.version;
    });
    if (step === null) return { from, to: latest };
  }
}

/** The version a database is at (0: never versioned). */
export async function schemaVersion(db: SqlDriver): Promise<number> {
  return versionOf(db);
}
