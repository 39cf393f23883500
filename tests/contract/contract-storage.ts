import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '@/backend/port';
import type { ContractContext } from './contract-context';
import { errorCode, jpegBlob, jpegBytes } from './support';

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

export function storageContract(ctx: ContractContext): void {
  describe('storage', () => {
    it('uploads an avatar with progress and gives a download URL anyone with it can fetch', async () => {
      const { backend, uid } = await ctx.signUp();
      const image = jpegBytes(300_000);
      const progress: UploadProgress[] = [];
      const url = await backend.storage.upload(`users/${uid}.jpg`, new Blob([image], { type: 'image/jpeg' }), {
        contentType: 'image/jpeg',
        onProgress: (p) => progress.push(p),
      });
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toEqual({ bytesTransferred: image.length, totalBytes: image.length });
      for (let i = 1; i < progress.length; i++) expect(progress[i].bytesTransferred).toBeGreaterThanOrEqual(progress[i - 1].bytesTransferred);

      const fetched = await fetchBytes(url);
      expect(fetched.status).toBe(200);
      expect(fetched.type).toMatch(/^image\/jpeg/);
      expect(fetched.bytes).toEqual(image);

      const again = await fetchBytes(await backend.storage.getDownloadURL(`users/${uid}.jpg`));
      expect(again.bytes).toEqual(image);
    });

    it('cancels an upload on abort and stores nothing', async () => {
      const { backend, uid } = await ctx.signUp();
      const controller = new AbortController();
      const upload = backend.storage.upload(`users/${uid}.jpg`, jpegBlob(1_500_000), {
        contentType: 'image/jpeg',
        signal: controller.signal,
        onProgress: () => controller.abort(),
      });
      expect(await errorCode(upload)).toBe('storage/canceled');
      expect(await errorCode(backend.storage.getDownloadURL(`users/${uid}.jpg`))).toBe('not-found');
    });

    it('cancels at once when the signal is already aborted', async () => {
      const { backend, uid } = await ctx.signUp();
      const upload = backend.storage.upload(`users/${uid}.jpg`, jpegBlob(), { contentType: 'image/jpeg', signal: AbortSignal.abort() });
      expect(await errorCode(upload)).toBe('storage/canceled');
    });

    it('refuses a content type the avatar does not allow', async () => {
      const { backend, uid } = await ctx.signUp();
      const upload = backend.storage.upload(`users/${uid}.jpg`, new Blob(['hello'], { type: 'text/plain' }), { contentType: 'text/plain' });
      expect(await errorCode(upload)).toBe('storage/invalid-type');
    });

    it("refuses an upload to another user's avatar", async () => {
      const a = await ctx.signUp();
      const b = await ctx.signUp();
      expect(await errorCode(a.backend.storage.upload(`users/${b.uid}.jpg`, jpegBlob(), { contentType: 'image/jpeg' }))).toBe('permission-denied');
    });

    it('removes a file', async () => {
      const { backend, uid } = await ctx.signUp();
      await backend.storage.upload(`users/${uid}.jpg`, jpegBlob(), { contentType: 'image/jpeg' });
      await backend.storage.remove(`users/${uid}.jpg`);
      expect(await errorCode(backend.storage.getDownloadURL(`users/${uid}.jpg`))).toBe('not-found');
    });
  });
}
