import type { UploadProgress } from './storage';

export type MediaUpload = {
  /** The organisation or event whose library receives the file. */
  resourceId: string;
  folderId: string;
  file: Blob;
  /** The file's name as the user chose it; the server cleans it and checks it against the bytes. */
  name: string;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * The media library's server side (spec 002 section 4, media upload): a file is uploaded and
 * its record written in one step, then converted on the server; a failed conversion can be
 * started again. Folders and deletion are `/api` calls.
 */
export interface MediaService {
  /** Resolves with the new record's id once the server accepted the file (processing follows). */
  upload(input: MediaUpload): Promise<{ processId: string }>;
  retry(processId: string): Promise<void>;
}
