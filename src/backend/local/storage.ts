/** Files on the embedded server: PUT with progress and abort, tokenised download URLs. */
import { BackendError } from '@domain/errors/backend-error';
import type { StorageService, UploadOptions } from '../port/storage';
import { encodePath, parseResponse, type Http } from './http';
import type { HttpResponse, LocalTransport } from './transport';

export function createStorageService(transport: LocalTransport, http: Http): StorageService {
  const absolute = (url: string) => new URL(url, http.baseUrl + '/').toString();

  return {
    async upload(path: string, data: Blob, { contentType, onProgress, signal }: UploadOptions): Promise<string> {
      let reported = -1;
      const progress = (sent: number) => {
        if (sent === reported) return;
        reported = sent;
        onProgress?.({ bytesTransferred: sent, totalBytes: data.size });
      };
      let res: HttpResponse;
      try {
        res = await transport.upload({ url: `${http.baseUrl}/files/${encodePath(path)}`, body: data, contentType, signal, onProgress: progress });
      } catch (e) {
        if ((e as Error).name === 'AbortError') throw new BackendError('storage/canceled', 'The upload was cancelled.');
        throw new BackendError('unavailable', `The server cannot be reached (${(e as Error).message}).`);
      }
      const { downloadURL } = parseResponse<{ downloadURL: string }>(res);
      progress(data.size);
      return absolute(downloadURL);
    },
    async getDownloadURL(path: string): Promise<string> {
      const { downloadURL } = await http.json<{ downloadURL: string }>('GET', `/api/files/url?path=${encodeURIComponent(path)}`);
      return absolute(downloadURL);
    },
    async remove(path: string): Promise<void> {
      await http.json<void>('DELETE', `/files/${encodePath(path)}`);
    },
  };
}
