/**
 * The rule every stored image is held to by its first bytes, never by the type its sender names:
 * its header must be a format the place takes, and the pixel size it declares at most what the media
 * library decodes. The embedded server judges the bytes as they arrive (server/files/image-check.ts),
 * Firebase's `storedImages` function judges each new object, and the browser judges the file before
 * it sends it, to tell the user early.
 */
import { imageSize } from './image-size';
import { detectMediaType, MAX_IMAGE_PIXELS } from './media-types';

export type ImageHeadVerdict =
  | { kind: 'fits' }
  /** The header is not all there yet: judge again with more bytes. */
  | { kind: 'more' }
  | { kind: 'wrong-type' }
  | { kind: 'too-many-pixels'; width: number; height: number };

/** Enough bytes to tell a format by its signature. */
const SIGNATURE_BYTES = 64;

/** What `head` (the file's first bytes; `complete` when they are the whole file) says of an image for a place taking `contentTypes`. */
export function judgeImageHead(head: Uint8Array, contentTypes: readonly string[], complete: boolean): ImageHeadVerdict {
  const format = detectMediaType(head, '');
  if (!format) return complete || head.length >= SIGNATURE_BYTES ? { kind: 'wrong-type' } : { kind: 'more' };
  if (!contentTypes.includes(format.contentType)) return { kind: 'wrong-type' };
  const size = imageSize(head);
  if (!size) return complete ? { kind: 'wrong-type' } : { kind: 'more' };
  if (size.width === 0 || size.height === 0) return { kind: 'wrong-type' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { kind: 'too-many-pixels', ...size };
  return { kind: 'fits' };
}

/** What the browser and the functions read of a file first: room for a JPEG's frame header behind its usual metadata. */
const FIRST_READ_BYTES = 64 * 1024;

/**
 * The verdict on a file of `size` bytes read through `read` (its first `bytes` bytes): only the header
 * is read, more of it only while the header goes on (a JPEG whose metadata come before its frame).
 */
export async function judgeImageFile(read: (bytes: number) => Promise<Uint8Array>, size: number, contentTypes: readonly string[]): Promise<ImageHeadVerdict> {
  for (let bytes = FIRST_READ_BYTES; ; bytes *= 4) {
    const complete = bytes >= size;
    const verdict = judgeImageHead(await read(Math.min(bytes, size)), contentTypes, complete);
    if (verdict.kind !== 'more') return verdict;
    if (complete) return { kind: 'wrong-type' };
  }
}
