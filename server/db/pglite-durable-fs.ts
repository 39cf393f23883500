/**
 * PGlite's Node file system, made durable. PGlite 0.3 runs PostgreSQL compiled by Emscripten, and
 * Emscripten's NODEFS writes through to real files but never asks the disk to keep them: its
 * `fdatasync` system call returns 0 doing nothing, and `fsync` calls a stream's `fsync` operation,
 * which NODEFS does not have. PostgreSQL syncs the write-ahead log with fdatasync before it
 * reports a commit (wal_sync_method=fdatasync, synchronous_commit=on), and syncs data files and
 * folders with fsync at checkpoints; on PGlite all of that was a no-op, so a commit lived in the
 * kernel's page cache only and a power cut could lose it or leave the folder inconsistent.
 * (PGlite's `relaxedDurability` option does not touch this: it only skips the browser file
 * systems' flush after a query; NodeFS's flush is empty either way.)
 *
 * Here both calls reach the disk: NODEFS streams get an `fsync` operation that calls Node's
 * fsync on the real file (or folder), and the `__syscall_fdatasync` import is replaced, before
 * the WebAssembly module is instantiated, by one that calls Node's fdatasync. So a commit
 * resolves only after its WAL record is on disk, as on a PostgreSQL server
 * (engine-durability.test.ts traces the system calls to show it).
 */
import { closeSync, fdatasyncSync, fsyncSync, openSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOpts = Awaited<ReturnType<NodeFS['init']>>['emscriptenOpts'];

/** The parts of Emscripten's runtime this file uses. */
type Runtime = {
  FS: {
    filesystems: { NODEFS: NodeFs };
    getStream(fd: number): NodeStream | undefined;
    ErrnoError: new (errno: number) => Error;
  };
};
type NodeFs = { stream_ops: Record<string, unknown>; realPath(node: FsNode): string };
type FsNode = { mount: { type: unknown } };
/** An open stream: on NODEFS, `nfd` is the real file descriptor (files only; folders have none). */
type NodeStream = { nfd?: number; node: FsNode };

/** Emscripten's errno for an I/O error, which PostgreSQL then reports (and PANICs on, as it should). */
const EIO = 29;

type Sync = (fd: number) => void;
type Instantiate = (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => unknown;

export class DurableNodeFS extends NodeFS {
  async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    let runtime: Runtime | null = null;

    const syncStream = (stream: NodeStream | undefined, sync: Sync): number => {
      if (!runtime || !stream) return 0;
      const { FS } = runtime;
      // PGlite's own files (its share folder, /dev) live in memory: nothing to sync.
      if (stream.node.mount.type !== FS.filesystems.NODEFS) return 0;
      try {
        if (stream.nfd !== undefined) {
          sync(stream.nfd);
        } else {
          // A folder, synced after a file in it was created, renamed or removed.
          const fd = openSync(FS.filesystems.NODEFS.realPath(stream.node), 'r');
          try {
            sync(fd);
          } finally {
            closeSync(fd);
          }
        }
        return 0;
      } catch {
        throw new FS.ErrnoError(EIO);
      }
    };

    const instantiate = emscriptenOpts.instantiateWasm as Instantiate;
    const opts: EmscriptenOpts = {
      ...emscriptenOpts,
      preRun: [
        ...(emscriptenOpts.preRun ?? []),
        (module: unknown) => {
          runtime = module as Runtime;
          runtime.FS.filesystems.NODEFS.stream_ops.fsync = (stream: NodeStream) => syncStream(stream, fsyncSync);
        },
      ],
      instantiateWasm: ((imports, done) => {
        const env = imports.env as Record<string, unknown>;
        env.__syscall_fdatasync = (fd: number) => {
          try {
            return syncStream(runtime?.FS.getStream(fd), fdatasyncSync);
          } catch {
            return -EIO;
          }
        };
        return instantiate(imports, done);
      }) satisfies Instantiate,
    };
    return { emscriptenOpts: opts };
  }
}
