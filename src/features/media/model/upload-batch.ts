/** The browser's early check of a batch (the server checks the bytes again). */
import { formatByExtension, MAX_BYTES, mediaMessages } from '@domain/media/media-types';

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
