/**
 * A stand-in for the Cloud Storage bucket (functions/src/media-bucket.ts) where the Storage
 * emulator cannot run: objects are files under a folder of this machine, their metadata beside
 * them, and download URLs carry a random token as Firebase's do.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { MediaObjectStore, StoredObject } from '@server/api/media-object-store';

type Meta = { contentType: string; metadata: Record<string, string>; token: string };

export function folderObjectStore(root: string): MediaObjectStore & {
  put(path: string, bytes: Buffer, contentType: string, metadata: Record<string, string>): Promise<void>;
  paths(prefix: string): Promise<string[]>;
  read(path: string): Promise<Buffer>;
} {
  const file = (path: string) => join(root, 'objects', path);
  const metaFile = (path: string) => join(root, 'meta', `${path}.json`);
  const meta = async (path: string): Promise<Meta | null> => {
    try {
      return JSON.parse(await readFile(metaFile(path), 'utf8')) as Meta;
    } catch {
      return null;
    }
  };
  async function write(path: string, bytes: Buffer, contentType: string, metadata: Record<string, string>) {
    await mkdir(dirname(file(path)), { recursive: true });
    await mkdir(dirname(metaFile(path)), { recursive: true });
    await writeFile(file(path), bytes);
    await writeFile(metaFile(path), JSON.stringify({ contentType, metadata, token: randomUUID() }));
  }
  const url = (path: string, token: string) => `https://storage.test/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  async function paths(prefix: string): Promise<string[]> {
    const base = join(root, 'objects');
    const all: string[] = [];
    async function walk(dir: string) {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.isDirectory()) await walk(join(dir, e.name));
        else all.push(relative(base, join(dir, e.name)));
      }
    }
    await walk(base);
    return all.filter((p) => p.startsWith(prefix)).sort();
  }
  return {
    put: write,
    paths,
    read: (path) => readFile(file(path)),
    async describe(path): Promise<StoredObject | null> {
      const m = await meta(path);
      if (!m) return null;
      return { size: (await stat(file(path))).size, contentType: m.contentType, metadata: m.metadata };
    },
    head: async (path, bytes) => (await readFile(file(path))).subarray(0, bytes),
    download: (path, to) => copyFile(file(path), to),
    async upload(path, from, contentType) {
      await write(path, await readFile(from), contentType, {});
      return url(path, (await meta(path))!.token);
    },
    async downloadUrl(path) {
      const m = await meta(path);
      if (!m) throw new Error(`No object at ${path}`);
      return url(path, m.token);
    },
    async list(prefix) {
      return Promise.all((await paths(prefix)).map(async (path) => ({ path, updated: (await stat(file(path))).mtime })));
    },
    async remove(path) {
      await rm(file(path), { force: true });
      await rm(metaFile(path), { force: true });
    },
    async removeUnder(prefix, ...keep) {
      for (const path of await paths(prefix)) {
        if (keep.includes(path)) continue;
        await rm(file(path), { force: true });
        await rm(metaFile(path), { force: true });
      }
    },
  };
}
