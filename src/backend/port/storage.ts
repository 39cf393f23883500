export type UploadProgress = { bytesTransferred: number; totalBytes: number };

export type UploadOptions = {
  contentType: string;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
};

export interface StorageService {
  /** Uploads to a storage path (e.g. `users/{uid}.jpg`); resolves with a tokenised download URL. */
  upload(path: string, data: Blob, options: UploadOptions): Promise<string>;
  getDownloadURL(path: string): Promise<string>;
  remove(path: string): Promise<void>;
}
