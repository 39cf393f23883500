/**
 * The engine's database on a PostgreSQL server (14 or later), reached through DATABASE_URL with
 * node-postgres (`pg`). Reads run in parallel on a small pool; each commit runs on one connection
 * in one transaction, with synchronous_commit on, so a commit is on the server's disk before it
 * resolves. A lost connection (the server restarted, the network failed) is answered with
 * `unavailable` and the pool connects again on the next call; a commit whose answer was lost is
 * reported as `CommitOutcomeUnknown` for the engine to settle.
 */
import pg from 'pg';
import { diskFullRefusal } from './disk-full';
import { EngineError } from './engine';
import type { DatabaseEvents } from './pglite-driver';
import { CommitOutcomeUnknown, type SqlClient, type SqlDriver } from './sql-driver';

const INT8_OID = 20;
const MIN_SERVER_VERSION = 140000;

/**
 * Rows as PGlite gives them, so both drivers hand the engine the same values: bigint as a number
 * while it is a safe integer (pg's default is a string). The other types the server's tables use
 * (text, boolean, integer, jsonb, timestamptz) already parse alike.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') {
      return (text: string) => {
        const value = BigInt(text);
        return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
      };
    }
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** SQLSTATEs and socket errors that mean "no connection", as opposed to a refused statement. */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (SOCKET_ERRORS.has(e.code) || CONNECTION_STATES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message ?? '');
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where DATABASE_URL points, for messages: host (or socket folder), port and database; never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    const host = u.searchParams.get('host') ?? (decodeURIComponent(u.hostname) || 'localhost');
    const port = u.searchParams.get('port') ?? (u.port || '5432');
    const database = decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username) || 'postgres';
    return `${host.startsWith('/') ? `the socket in ${host}` : host}, port ${port}, database ${database}`;
  } catch {
    return 'an address that is not a valid URL';
  }
}

/** The database could not be reached when the server started. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

export class PostgresDriver implements SqlDriver {
  readonly kind = 'postgres';
  readonly location: string;
  private closed = false;
  /** Set while the server cannot be reached, so the log says so once, and once when it answers again. */
  private down = false;

  private constructor(
    private readonly pool: pg.Pool,
    url: string,
    private readonly events: DatabaseEvents,
  ) {
    this.location = `PostgreSQL at ${describeDatabaseUrl(url)}`;
  }

  /** Connects and checks the server, or throws DatabaseUnreachableError naming where DATABASE_URL points. */
  static async open(url: string, events: DatabaseEvents): Promise<PostgresDriver> {
    const pool = new pg.Pool({
      connectionString: url,
      max: 8,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: 'eventdesk',
      // Durable commits whatever the server's default: a commit resolves once its WAL is flushed.
      options: '-c synchronous_commit=on',
      types,
    });
    const driver = new PostgresDriver(pool, url, events);
    // An idle connection the server closed (a restart) must not crash the process; the next query reconnects.
    pool.on('error', (error) => driver.lost(error));
    try {
      const { rows } = await pool.query<{ version: string; fsync: string }>(
        "SELECT current_setting('server_version_num') AS version, current_setting('fsync') AS fsync",
      );
      if (Number(rows[0].version) < MIN_SERVER_VERSION) {
        throw new DatabaseUnreachableError(`The PostgreSQL server at ${describeDatabaseUrl(url)} is version ${rows[0].version}; EventDesk needs PostgreSQL 14 or later.`);
      }
      if (rows[0].fsync !== 'on') events.log(`database: the PostgreSQL server at ${describeDatabaseUrl(url)} runs with fsync=off: commits will not survive a crash of its machine.`);
    } catch (error) {
      await pool.end().catch(() => undefined);
      if (error instanceof DatabaseUnreachableError) throw error;
      throw new DatabaseUnreachableError(`Cannot use the PostgreSQL server given by DATABASE_URL (${describeDatabaseUrl(url)}): ${describe(error)}`);
    }
    return driver;
  }

  async query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
    this.checkOpen();
    try {
      const result = await this.pool.query(sql, params);
      this.answered();
      return { rows: result.rows as T[] };
    } catch (error) {
      throw this.translate(error);
    }
  }

  async exec(sql: string): Promise<void> {
    await this.query(sql);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    this.checkOpen();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw this.translate(error);
    }
    const tx: SqlClient = {
      query: async <R>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as R[] }),
    };
    /** A connection that failed is closed rather than given back to the pool. */
    let broken: Error | undefined;
    // A checked-out connection's socket errors (EPIPE when the server is gone) come as events,
    // which would crash the process without a listener; the failing query reports them too.
    const onError = (error: Error) => {
      broken = error;
      this.lost(error);
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      try {
        await client.query('COMMIT');
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        broken = error as Error;
        this.lost(error);
        throw new CommitOutcomeUnknown(error);
      }
      this.answered();
      return result;
    } catch (error) {
      if (error instanceof CommitOutcomeUnknown) throw error;
      if (isConnectionError(error)) broken = error as Error;
      else await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      throw this.translate(error);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private checkOpen(): void {
    if (this.closed) throw new EngineError('failed-precondition', 'the document engine is closed');
  }

  private answered(): void {
    if (!this.down) return;
    this.down = false;
    this.events.log(`database: ${this.location} answers again`);
  }

  private lost(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.events.log(`database: lost the connection to ${this.location} (${describe(error)}); connecting again on the next request`);
  }

  /** A lost connection or a full disk becomes an EngineError the caller can show; anything else is rethrown as it is. */
  private translate(error: unknown): unknown {
    if (error instanceof EngineError) return error;
    if (isConnectionError(error)) {
      this.lost(error);
      return new EngineError('unavailable', `The database (${this.location}) cannot be reached: ${describe(error)}. Try again in a moment.`);
    }
    return diskFullRefusal(error) ?? error;
  }
}
