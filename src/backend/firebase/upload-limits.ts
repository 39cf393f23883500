/**
 * The type and size limits storage.rules puts on uploads, checked before the first byte is sent.
 * The rules refuse the same files, but only with a bare "unauthorized"; the app must tell a wrong
 * type from a file too large (spec 000 section 5), as the embedded server's answers do.
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, messages } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, eventFileMessages } from '@domain/events/event-files';
import { BackendError } from '@domain/errors/backend-error';

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
