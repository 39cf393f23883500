import { deleteObject, getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import { BackendError } from '@domain/errors/backend-error';
import type { StorageService, UploadOptions } from '../port/storage';
import { guard } from './errors';
import { imageRefusal, uploadRefusal } from './upload-limits';

function canceled(): BackendError {
  return new BackendError('storage/canceled', 'The upload was cancelled.');
}

export function createCloudStorage(storage: FirebaseStorage): StorageService {
  async function upload(path: string, data: Blob, options: UploadOptions): Promise<string> {
    const { signal, onProgress } = options;
    if (signal?.aborted) throw canceled();
    const refusal = uploadRefusal(path, options.contentType, data.size) ?? (await imageRefusal(path, data));
    if (refusal) throw refusal;
    if (signal?.aborted) throw canceled();
    const task = uploadBytesResumable(ref(storage, path), data, { contentType: options.contentType });
    const abort = () => task.cancel();
    signal?.addEventListener('abort', abort, { once: true });
    return guard(
      () =>
        new Promise<string>((resolve, reject) => {
          task.on(
            'state_changed',
            (snap) => onProgress?.({ bytesTransferred: snap.bytesTransferred, totalBytes: snap.totalBytes }),
            reject,
            () => getDownloadURL(task.snapshot.ref).then(resolve, reject),
          );
        }),
    ).finally(() => signal?.removeEventListener('abort', abort));
  }

  return {
    upload,
    getDownloadURL: (path) => guard(() => getDownloadURL(ref(storage, path))),
    remove: (path) => guard(() => deleteObject(ref(storage, path))),
  };
}

/** The storage of a Firebase config without a storageBucket: every operation says so. */
export function createMissingStorage(): StorageService {
  const missing = () => Promise.reject(new BackendError('unavailable', 'File storage is not set up for this app (its Firebase config has no storageBucket).'));
  return { upload: missing, getDownloadURL: missing, remove: missing };
}
