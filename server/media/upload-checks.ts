/**
 * What every receiver of a media file (the media upload route, the converter service) checks it
 * with: its head, enough to tell its format by content (zip part names of Office files sit near
 * the start) and an image's declared pixel size, and the refusals a too-large or wrongly typed file gets.
 */
import { open } from 'node:fs/promises';
import { imageSize } from '@domain/media/image-size';
import { MAX_IMAGE_PIXELS, mediaMessages } from '@domain/media/media-types';
import { HttpError } from '../http/errors';

const HEAD_BYTES = 64 * 1024;

export const tooLarge = (message: string) => new HttpError(413, 'storage/file-too-large', message, { connection: 'close' });
export const wrongType = (message: string) => new HttpError(415, 'storage/invalid-type', message, { connection: 'close' });

export async function readFileHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Refuses an image whose header declares more pixels than the library decodes; nothing is decoded here. */
export function refuseOversizedImage(head: Uint8Array): void {
  const size = imageSize(head);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw tooLarge(mediaMessages.imageTooLarge(size.width, size.height));
}
