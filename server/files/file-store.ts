/**
 * Stored files: bytes under DATA_DIR/files/<path>, metadata (content type, size, download token)
 * in an internal table. A new file is written to a temporary file, flushed to disk and renamed
 * into place, so an aborted upload leaves the previous file as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { InternalSql } from '../db/engine';
import { invalidArgument } from '../http/errors';

export type FileMeta = { path: string; contentType: string; size: number; token: string; updatedAt: Date };

type FileRow = { path: string; content_type: string; size: number; token: string; updated_at: number };

const toMeta = (row: FileRow): FileMeta => ({
  path: row.path,
  contentType: row.content_type,
  size: Number(row.size),
  token: row.token,
  updatedAt: new Date(Number(row.updated_at)),
});

/** Called with the running byte count after every chunk; throws to stop the upload. */
export type ByteGuard = (bytesSoFar: number) => void;

export async function createFileStore(sql: InternalSql, dataDir: string) {
  const root = resolve(dataDir, 'files');
  const tmpDir = resolve(dataDir, 'files-tmp');
  await mkdir(root, { recursive: true });
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
  await sql.exec(`
    CREATE TABLE IF NOT EXISTS file_objects (
      path TEXT PRIMARY KEY,
      content_type TEXT NOT NULL,
      size BIGINT NOT NULL,
      token TEXT NOT NULL,
      updated_at BIGINT NOT NULL
    );
  `);

  /** `path` has passed validStoragePath; checked again here because this is where it touches the disk. */
  const diskPath = (path: string): string => {
    const full = resolve(root, ...path.split('/'));
    if (!full.startsWith(root + sep)) throw invalidArgument('Invalid storage path.');
    return full;
  };

  async function get(path: string): Promise<FileMeta | null> {
    const { rows } = await sql.query<FileRow>('SELECT * FROM file_objects WHERE path = $1', [path]);
    return rows[0] ? toMeta(rows[0]) : null;
  }

  async function remove(path: string): Promise<boolean> {
    const { rows } = await sql.query<{ path: string }>('DELETE FROM file_objects WHERE path = $1 RETURNING path', [path]);
    await unlink(diskPath(path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    return rows.length > 0;
  }

  return {
    get,

    async write(path: string, contentType: string, body: AsyncIterable<Buffer>, guard: ByteGuard): Promise<FileMeta> {
      const target = diskPath(path);
      const temp = join(tmpDir, randomBytes(12).toString('hex'));
      const handle = await open(temp, 'w', 0o600);
      let size = 0;
      try {
        for await (const chunk of body) {
          size += chunk.length;
          guard(size);
          await handle.write(chunk);
        }
        await handle.sync();
        await handle.close();
        await mkdir(dirname(target), { recursive: true }).catch(pathConflict);
        await rename(temp, target).catch(pathConflict);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      const meta: FileMeta = { path, contentType, size, token: randomBytes(24).toString('base64url'), updatedAt: new Date() };
      await sql.query(
        `INSERT INTO file_objects (path, content_type, size, token, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (path) DO UPDATE SET content_type = $2, size = $3, token = $4, updated_at = $5`,
        [path, contentType, size, meta.token, meta.updatedAt.getTime()],
      );
      return meta;
    },

    /** The file's metadata and where its bytes are on disk, or null when either is missing. */
    async open(path: string): Promise<{ meta: FileMeta; diskPath: string } | null> {
      const meta = await get(path);
      if (!meta) return null;
      const full = diskPath(path);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { meta: { ...meta, size: info.size }, diskPath: full };
    },

    remove,

    /**
     * Where a stored file's bytes are on this machine, for converters that read it in place
     * (they never write to it); null when there is no such file.
     */
    async localFile(path: string): Promise<string | null> {
      if (!(await get(path))) return null;
      const full = diskPath(path);
      return (await stat(full).catch(() => null))?.isFile() ? full : null;
    },

    /** The paths of every stored file under a folder prefix (ending with '/'). */
    async listUnder(prefix: string): Promise<string[]> {
      if (!prefix.endsWith('/')) throw invalidArgument('A folder prefix ends with /.');
      const { rows } = await sql.query<{ path: string }>('SELECT path FROM file_objects WHERE starts_with(path, $1) ORDER BY path', [prefix]);
      return rows.map((r) => r.path);
    },

    /** Removes every file under a folder prefix (ending with '/'); answers how many. */
    async removeUnder(prefix: string): Promise<number> {
      if (!prefix.endsWith('/')) throw invalidArgument('A folder prefix ends with /.');
      const { rows } = await sql.query<{ path: string }>('SELECT path FROM file_objects WHERE starts_with(path, $1)', [prefix]);
      for (const { path } of rows) await remove(path);
      return rows.length;
    },
  };
}

function pathConflict(error: NodeJS.ErrnoException): never {
  if (error.code === 'ENOTDIR' || error.code === 'EEXIST' || error.code === 'EISDIR') {
    throw invalidArgument('Another stored file or folder already uses part of this path.');
  }
  throw error;
}

export type FileStore = Awaited<ReturnType<typeof createFileStore>>;
