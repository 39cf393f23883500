/**
 * The places of the file storage that hold images, as storage.rules and the embedded server's file
 * rules (server/policy/file-rules.ts) name them, with the types each takes: the avatar
 * `users/{uid}.jpg`, and a resource's files `{resourceId}/{file}` (the event images). Every object
 * written there is judged by its header (image-head.ts).
 */
import { AVATAR_TYPES } from '../account/profile';
import { EVENT_IMAGE_TYPES } from '../events/event-files';

const AVATAR = /^users\/([^/]+)\.jpg$/;
const RESOURCE_FILE = /^[^/]+\/[^/]+$/;

/** The image types the object at `path` may be, or null when the place is not one for images. */
export function storedImageTypes(path: string): readonly string[] | null {
  if (AVATAR.test(path)) return AVATAR_TYPES;
  if (RESOURCE_FILE.test(path)) return EVENT_IMAGE_TYPES;
  return null;
}

/** The user whose avatar is stored at `path`, or null. */
export const avatarOwner = (path: string): string | null => AVATAR.exec(path)?.[1] ?? null;
