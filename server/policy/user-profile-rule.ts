/**
 * Writes to `users/{uid}`: a user creates and edits only their own profile. Identity (uid, email)
 * must match the session, presence fields are server-owned, and the profile rules of spec 000
 * section 5 hold after every write.
 */
import { USER_EDITABLE_FIELDS, isThumbnailUrl, validateProfile } from '@domain/account/profile';
import type { DocData } from '@domain/documents/values';
import type { AuthContext } from '../auth/context';
import type { ChangeEvent } from '../db/engine';
import { changedFields } from './same-value';

/** Fields the sign-up flow writes once, besides the editable ones. */
const SIGNUP_FIELDS = ['uid', 'email', 'events', 'type', 'userType', 'createdAt'] as const;
const MAX_THUMBNAIL_CHARS = 2048;

const EDITABLE = new Set<string>(USER_EDITABLE_FIELDS);
const CREATABLE = new Set<string>([...USER_EDITABLE_FIELDS, ...SIGNUP_FIELDS]);

export function canWriteOwnProfile(auth: NonNullable<AuthContext>, uid: string, { before, after }: ChangeEvent): boolean {
  if (uid !== auth.uid || !after) return false;
  const data = after.data;
  if (data.uid !== auth.uid || data.email !== auth.email) return false;
  const allowed = before ? EDITABLE : CREATABLE;
  if (!changedFields(before?.data ?? {}, data).every((field) => allowed.has(field))) return false;
  if (!before && !signupFieldsValid(data)) return false;
  return profileFieldsValid(data);
}

/** A new profile starts as the sign-up flow makes it: no events, platform user. */
function signupFieldsValid(data: DocData): boolean {
  const { events, type, userType, createdAt } = data;
  return (
    (events === undefined || (Array.isArray(events) && events.length === 0)) &&
    (type === undefined || type === 'platform') &&
    (userType === undefined || userType === 'platform') &&
    (createdAt === undefined || createdAt instanceof Date)
  );
}

function profileFieldsValid(data: DocData): boolean {
  const { username, firstName, lastName, thumbnail } = data;
  const texts = [username, firstName, lastName];
  if (!texts.every((v) => v === undefined || typeof v === 'string')) return false;
  if (thumbnail !== undefined && (typeof thumbnail !== 'string' || thumbnail.length > MAX_THUMBNAIL_CHARS || !isThumbnailUrl(thumbnail))) return false;
  const errors = validateProfile({ username: username as string | undefined, firstName: firstName as string | undefined, lastName: lastName as string | undefined });
  return Object.keys(errors).length === 0;
}
