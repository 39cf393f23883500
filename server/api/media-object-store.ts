/**
 * The stored files of the media library as the hosted processing sees them (hosted-media-
 * processing.ts), and the stored images as their check sees them (stored-image-check.ts): objects
 * by path, as in a Cloud Storage bucket. The Cloud Function's adapter is
 * the Admin SDK's bucket (functions/src/media-bucket.ts).
 */
export type StoredObject = {
  size: number;
  contentType: string;
  /** The object's custom metadata (Storage's `customMetadata`, set by the uploader). */
  metadata: Record<string, string>;
};

export type MediaObjectStore = {
  /** The object's size and metadata; null when there is none. */
  describe(path: string): Promise<StoredObject | null>;
  /** The object's first `bytes` bytes (all of it when it is shorter). */
  head(path: string, bytes: number): Promise<Uint8Array>;
  /** Copies the object to a file on this machine. */
  download(path: string, to: string): Promise<void>;
  /** Stores a file of this machine as the object `path`; answers its tokenised download URL. */
  upload(path: string, from: string, contentType: string): Promise<string>;
  /** The tokenised download URL of an object already stored. */
  downloadUrl(path: string): Promise<string>;
  /** Every object whose path starts with `prefix`, with when it was last written. */
  list(prefix: string): Promise<{ path: string; updated: Date }[]>;
  /** Removes the object, if there is one. */
  remove(path: string): Promise<void>;
  /** Removes every object whose path starts with `prefix` (which ends with '/'), except those named in `keep`. */
  removeUnder(prefix: string, ...keep: string[]): Promise<void>;
};
