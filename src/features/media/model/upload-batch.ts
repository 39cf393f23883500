/** The browser's early check of a batch (the server checks the bytes again). */
import { formatByExtension, MAX_BYTES, MAX_FILES_PER_BATCH, mediaMessages } from '@domain/media/media-types';

export type BatchCheck = { ok: true } | { ok: false; message: string };

export function checkBatch(files: readonly { name: string }[]): BatchCheck {
  if (files.length > MAX_FILES_PER_BATCH) return { ok: false, message: mediaMessages.tooMany };
  return { ok: true };
}

/** Why this file cannot go into this library, or null. */
export function fileProblem(file: { name: string; size: number }, isEvent: boolean): string | null {
  const format = formatByExtension(file.name);
  if (!format) return mediaMessages.unsupported;
  if (format.kind === 'video' && !isEvent) return mediaMessages.videoNeedsEvent;
  if (file.size === 0) return mediaMessages.empty;
  if (file.size > MAX_BYTES[format.kind]) return mediaMessages.tooLarge(format.kind);
  return null;
}

/** What the file picker offers. */
export const ACCEPTED_EXTENSIONS = '.jpg,.jpeg,.png,.webp,.gif,.pdf,.ppt,.pptx,.doc,.docx,.mp4';
