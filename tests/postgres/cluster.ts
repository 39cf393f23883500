/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temporary folder, the
 * server on a unix socket in that folder (no TCP port to collide on), stopped and removed after.
 * It runs Debian's PostgreSQL 15 (`/usr/lib/postgresql/15/bin`, or wherever `pg_config --bindir`
 * says); when the programs are missing it fails naming the package. PostgreSQL refuses to run as
 * root, so under root the cluster runs as the `postgres` user the package creates.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PACKAGE = 'postgresql-15';
const USER = 'eventdesk';
const PORT = 5432;

export type ClusterOptions = {
  /** Where the cluster's folder goes (default: the system's temporary folder), e.g. a small file system. */
  parent?: string;
  /** postgresql.conf settings beyond the defaults. */
  settings?: Record<string, string>;
  /** The write-ahead log somewhere else than the data folder (initdb --waldir), e.g. another file system. */
  walDir?: string;
};

export type Cluster = {
  /** The cluster's folder: data/, the socket, the log. */
  root: string;
  dataDir: string;
  binDir: string;
  /** A DATABASE_URL for `database` on this cluster. */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its DATABASE_URL. */
  createDatabase(): Promise<string>;
  /** pg_ctl stop: `fast` ends sessions and checkpoints, `immediate` is a crash (recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
};

let databases = 0;

/** Creates an empty database with a fresh name on the cluster `adminUrl` points to; returns its DATABASE_URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `test_${process.pid}_${++databases}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL's server programs, or an error naming the package to install. */
export function postgresBinDir(): string {
  const candidates = ['/usr/lib/postgresql/15/bin'];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config missing too: the message below says what to install.
  }
  const found = candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((p) => existsSync(join(dir, p))));
  if (!found) {
    throw new Error(
      `PostgreSQL's server programs (initdb, pg_ctl, postgres) are missing: the PostgreSQL tests need Debian's ${PACKAGE} ` +
        `(apt-get install -y ${PACKAGE}; looked in ${candidates.join(', ')}).`,
    );
  }
  return found;
}

/** Under root: the uid and gid of the `postgres` user to run the cluster as. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(`PostgreSQL will not run as root and there is no 'postgres' user to run it as: install Debian's ${PACKAGE}, which creates it.`);
  }
}

function run(binary: string, args: string[], user: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${binary} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const binDir = postgresBinDir();
  const user = runAs();
  const root = mkdtempSync(join(options.parent ?? tmpdir(), 'eventdesk-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const dataDir = join(root, 'data');
  const log = join(root, 'server.log');
  const settings: Record<string, string> = {
    listen_addresses: "''",
    unix_socket_directories: `'${root}'`,
    port: String(PORT),
    max_connections: '200',
    fsync: 'on',
    synchronous_commit: 'on',
    ...options.settings,
  };
  const pgCtl = (...args: string[]) => run(join(binDir, 'pg_ctl'), ['-D', dataDir, ...args], user);
  const walDir = options.walDir ? mkdtempSync(join(options.walDir, 'eventdesk-wal-')) : null;
  if (walDir && user) chownSync(walDir, user.uid, user.gid);
  const initdb = ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', ...(walDir ? ['--waldir', join(walDir, 'pg_wal')] : [])];
  await run(join(binDir, 'initdb'), initdb, user);
  const serverOptions = Object.entries(settings)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(' ');
  const start = () =>
    pgCtl('-l', log, '-o', serverOptions, '-w', '-t', '60', 'start').catch((error: Error) => {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';
      throw new Error(`${error.message}\nThe server's log ends:\n${tail}`);
    });
  await start();

  const url = (database = 'postgres') => `postgres://${USER}@localhost/${database}?host=${encodeURIComponent(root)}`;
  let running = true;
  return {
    root,
    dataDir,
    binDir,
    url,
    createDatabase: () => createDatabase(url()),
    async stop(mode = 'fast') {
      await pgCtl('-m', mode, '-w', 'stop');
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      running = false;
      rmSync(root, { recursive: true, force: true });
      if (walDir) rmSync(walDir, { recursive: true, force: true });
    },
  };
}
