/** The media library on the embedded server: one upload request that also writes the record. */
import { BackendError } from '@domain/errors/backend-error';
import type { MediaService, MediaUpload } from '../port/media';
import { parseResponse, type Http } from './http';
import type { HttpResponse, LocalTransport } from './transport';

export function createMediaService(transport: LocalTransport, http: Http): MediaService {
  return {
    async upload({ resourceId, folderId, file, name, onProgress, signal }: MediaUpload) {
      const query = new URLSearchParams({ resourceId, folderId, name });
      let res: HttpResponse;
      try {
        res = await transport.upload({
          url: `${http.baseUrl}/api/media/upload?${query}`,
          body: file,
          contentType: file.type || 'application/octet-stream',
          signal,
          onProgress: (sent) => onProgress?.({ bytesTransferred: sent, totalBytes: file.size }),
        });
      } catch (e) {
        if ((e as Error).name === 'AbortError') throw new BackendError('storage/canceled', 'The upload was cancelled.');
        throw new BackendError('unavailable', `The server cannot be reached (${(e as Error).message}).`);
      }
      const { processId } = parseResponse<{ processId: string }>(res);
      onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
      return { processId };
    },
    async retry(processId: string) {
      await http.json('POST', '/api/media/retry', { processId });
    },
  };
}
