/**
 * The media library's files in the project's default Cloud Storage bucket through the Admin SDK
 * (the port server/api/media-object-store.ts). Stored pages get a download token, as the client
 * SDK gives every upload, so their URLs work as the original's do.
 */
import { randomUUID } from 'node:crypto';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import type { MediaObjectStore } from '@server/api/media-object-store';

export function mediaBucket(): MediaObjectStore {
  const bucket = getStorage().bucket();
  return {
    async describe(path) {
      const file = bucket.file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [meta] = await file.getMetadata();
      const custom = Object.fromEntries(Object.entries(meta.metadata ?? {}).map(([key, value]) => [key, String(value)]));
      return { size: Number(meta.size ?? 0), contentType: meta.contentType ?? '', metadata: custom };
    },
    async head(path, bytes) {
      const [head] = await bucket.file(path).download({ start: 0, end: bytes - 1 });
      return head;
    },
    async download(path, to) {
      await bucket.file(path).download({ destination: to });
    },
    async upload(path, from, contentType) {
      await bucket.upload(from, { destination: path, metadata: { contentType, metadata: { firebaseStorageDownloadTokens: randomUUID() } } });
      return getDownloadURL(bucket.file(path));
    },
    downloadUrl: (path) => getDownloadURL(bucket.file(path)),
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => ({ path: file.name, updated: new Date(file.metadata.updated ?? file.metadata.timeCreated ?? 0) }));
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async removeUnder(prefix, ...keep) {
      const [files] = await bucket.getFiles({ prefix });
      await Promise.all(files.filter((file) => !keep.includes(file.name)).map((file) => file.delete({ ignoreNotFound: true })));
    },
  };
}
