/**
 * The Firebase media library's refusals before any byte is sent (a known type within its kind's
 * size limit), and the call that asks the `event` function to process a file of each kind. (The
 * upload itself needs the Storage emulator, which does not run here; the processing behind it is
 * tested in tests/firebase/.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BYTES, mediaMessages } from '@domain/media/media-types';
import { createFirebaseMedia } from './media';

function media(uid: string | null = 'producer-1', record: Record<string, unknown> | null = null) {
  const asked: string[] = [];
  const service = createFirebaseMedia({
    storage: async () => {
      asked.push('storage');
      return null;
    },
    docs: {
      get: async <T,>(path: string) => {
        asked.push('docs');
        if (!record) throw new Error('not read in this test');
        return { id: path.split('/').pop()!, path, exists: true, data: record as T };
      },
    },
    uid: () => uid,
    idToken: async () => 'the-id-token',
    functionsBaseUrl: 'http://functions.test',
  });
  return { service, asked };
}

const upload = (service: ReturnType<typeof media>['service'], name: string, file: Blob) => service.upload({ resourceId: 'event-1', folderId: 'folder-1', file, name });

describe('the Firebase media library before the upload', () => {
  it('refuses a file of no known type with the reason, and sends nothing', async () => {
    const { service, asked } = media();
    await expect(upload(service, 'notes.txt', new Blob(['x']))).rejects.toMatchObject({ code: 'storage/invalid-type', message: mediaMessages.unsupported });
    expect(asked).toEqual([]);
  });

  it('refuses an empty document, one over the limit, and a signed-out caller, and sends nothing', async () => {
    const { service, asked } = media();
    await expect(upload(service, 'talk.pdf', new Blob([]))).rejects.toMatchObject({ message: mediaMessages.empty });
    for (const [name, kind] of [['talk.pdf', 'document'], ['photo.png', 'image'], ['talk.mp4', 'video']] as const) {
      const huge = { size: MAX_BYTES[kind] + 1 } as Blob;
      await expect(upload(service, name, huge)).rejects.toMatchObject({ code: 'storage/file-too-large', message: mediaMessages.tooLarge(kind) });
    }
    await expect(upload(media(null).service, 'talk.pdf', new Blob(['%PDF-']))).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(asked).toEqual([]);
  });
});

describe('the Firebase media library asking for processing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again for a failed document by the spec’s presentation call, and for an image or a video by the media call, with the ID token', async () => {
    const calls: { url: string; authorization: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, authorization: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ result: { status: 'ready' } }), { status: 200 });
    });
    for (const name of ['Talk.pdf', 'Photo.png', 'Opening.mp4']) {
      const record = { name, folderID: 'folder-1', resourceID: 'event-1', fullPath: `mediaStorage/p1/original.${name.split('.')[1]}` };
      await media('producer-1', record).service.retry('p1');
    }
    expect(calls.map(({ url }) => url)).toEqual([
      'http://functions.test/event/event-1/presentation/p1',
      'http://functions.test/event/event-1/media/p1',
      'http://functions.test/event/event-1/media/p1',
    ]);
    expect(calls.every(({ authorization }) => authorization === 'Bearer the-id-token')).toBe(true);
    expect(calls[1].body).toEqual({ name: 'Photo.png', folderID: 'folder-1', resourceID: 'event-1', fullPath: 'mediaStorage/p1/original.png' });
  });
});
