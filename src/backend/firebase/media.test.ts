/**
 * The Firebase media library's refusals before any byte is sent: the hosted side converts
 * documents only, within their size limit. (The upload itself needs the Storage emulator, which
 * does not run here; the processing behind it is tested in tests/firebase/.)
 */
import { describe, expect, it } from 'vitest';
import { MAX_BYTES, mediaMessages } from '@domain/media/media-types';
import { createFirebaseMedia } from './media';

function media(uid: string | null = 'producer-1') {
  const asked: string[] = [];
  const service = createFirebaseMedia({
    storage: async () => {
      asked.push('storage');
      return null;
    },
    docs: {
      get: async () => {
        asked.push('docs');
        throw new Error('not read in these tests');
      },
    },
    uid: () => uid,
    idToken: async () => null,
    functionsBaseUrl: 'http://functions.test',
  });
  return { service, asked };
}

const upload = (service: ReturnType<typeof media>['service'], name: string, file: Blob) => service.upload({ resourceId: 'event-1', folderId: 'folder-1', file, name });

describe('the Firebase media library before the upload', () => {
  it('refuses images and videos with the reason, and sends nothing', async () => {
    const { service, asked } = media();
    for (const name of ['photo.png', 'talk.mp4']) {
      await expect(upload(service, name, new Blob(['x']))).rejects.toMatchObject({ code: 'storage/invalid-type', message: mediaMessages.hostedDocumentsOnly });
    }
    await expect(upload(service, 'notes.txt', new Blob(['x']))).rejects.toMatchObject({ code: 'storage/invalid-type', message: mediaMessages.unsupported });
    expect(asked).toEqual([]);
  });

  it('refuses an empty document, one over the limit, and a signed-out caller, and sends nothing', async () => {
    const { service, asked } = media();
    await expect(upload(service, 'talk.pdf', new Blob([]))).rejects.toMatchObject({ message: mediaMessages.empty });
    const huge = { size: MAX_BYTES.document + 1 } as Blob;
    await expect(upload(service, 'talk.pdf', huge)).rejects.toMatchObject({ code: 'storage/file-too-large', message: mediaMessages.tooLarge('document') });
    await expect(upload(media(null).service, 'talk.pdf', new Blob(['%PDF-']))).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(asked).toEqual([]);
  });
});
