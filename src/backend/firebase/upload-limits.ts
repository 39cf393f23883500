/**
 * The type and size limits storage.rules puts on uploads, checked before the first byte is sent.
 * The rules refuse the same files, but only with a bare "unauthorized"; the app must tell a wrong
 * type from a file too large (spec 000 section 5), as the embedded server's answers do. The image's
 * header is judged too, as the `storedImages` function judges it once the file lands (that check is
 * the one that holds: this one only tells the user before the upload).
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, messages } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, eventFileMessages } from '@domain/events/event-files';
import { BackendError } from '@domain/errors/backend-error';
import { judgeImageFile } from '@domain/media/image-head';
import { mediaMessages } from '@domain/media/media-types';

type UploadLimit = {
  path: RegExp;
  contentTypes: readonly string[];
  /** Files must be strictly smaller than this. */
  maxBytes: number;
  invalidTypeMessage: string;
  tooLargeMessage: string;
};

const LIMITS: UploadLimit[] = [
  {
    path: /^users\/[^/]+\.jpg$/,
    contentTypes: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    invalidTypeMessage: messages.avatarType,
    tooLargeMessage: messages.avatarSize,
  },
  {
    // An event's files (the registration background); the avatar's folder is matched above.
    path: /^[^/]+\/[^/]+$/,
    contentTypes: EVENT_IMAGE_TYPES,
    maxBytes: EVENT_IMAGE_MAX_BYTES,
    invalidTypeMessage: eventFileMessages.imageType,
    tooLargeMessage: eventFileMessages.imageSize,
  },
];

/** The refusal the rules would give this upload for its type or size, or null. */
export function uploadRefusal(path: string, contentType: string, size: number): BackendError | null {
  const limit = LIMITS.find((l) => l.path.test(path));
  if (!limit) return null;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (!limit.contentTypes.includes(mediaType)) return new BackendError('storage/invalid-type', limit.invalidTypeMessage);
  if (size >= limit.maxBytes) return new BackendError('storage/file-too-large', limit.tooLargeMessage);
  return null;
}

/** The refusal the `storedImages` function would give this file once stored, by its header; or null. */
export async function imageRefusal(path: string, data: Blob): Promise<BackendError | null> {
  const limit = LIMITS.find((l) => l.path.test(path));
  if (!limit) return null;
  const verdict = await judgeImageFile(async (bytes) => new Uint8Array(await data.slice(0, bytes).arrayBuffer()), data.size, limit.contentTypes);
  if (verdict.kind === 'wrong-type') return new BackendError('storage/invalid-type', limit.invalidTypeMessage);
  if (verdict.kind === 'too-many-pixels') return new BackendError('storage/file-too-large', mediaMessages.imageTooLarge(verdict.width, verdict.height));
  return null;
}
