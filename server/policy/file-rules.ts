/**
 * Who may upload and delete which stored files. Deny by default: a path no rule names is
 * refused. Called by the HTTP file routes before any byte is stored or removed.
 */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, messages } from '@domain/account/profile';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, eventFileMessages } from '@domain/events/event-files';
import { roleAtLeast } from '@domain/permissions/roles';
import type { AuthContext } from '../auth/context';
import { pathPattern, type PathVars } from './path-pattern';
import { collectRoleDocs, roleFrom, type Lookup } from './resource-role';

export type FileDecision =
  | { ok: true }
  | { ok: false; code: 'permission-denied' | 'storage/invalid-type' | 'storage/file-too-large'; message: string };

type SignedIn = NonNullable<AuthContext>;

export type FileRule = {
  pattern: string;
  /** Who may write or delete the file; `lookup` reads the documents that decide it. */
  owner: (auth: SignedIn, vars: PathVars, lookup: Lookup) => boolean | Promise<boolean>;
  contentTypes: readonly string[];
  /** Files must be strictly smaller than this. */
  maxBytes: number;
  tooLargeMessage: string;
  invalidTypeMessage: string;
};

/** Producers and owners of an event or organisation, directly or through the event's organisation. */
async function producesResource(auth: SignedIn, resourceId: string, lookup: Lookup): Promise<boolean> {
  if (!auth.uid) return false;
  const known = new Map();
  await collectRoleDocs(lookup, known, auth.uid, resourceId);
  return roleAtLeast(roleFrom(known, auth.uid, resourceId), 'producer');
}

const FILE_RULES: FileRule[] = [
  {
    pattern: 'users/{uid}.jpg',
    owner: (auth, { uid }) => auth.uid === uid,
    contentTypes: AVATAR_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: messages.avatarSize,
    invalidTypeMessage: messages.avatarType,
  },
  {
    // A resource's files (spec 002 section 7: `{eventId}/{processId}`), such as the registration background.
    pattern: '{resourceId}/{file}',
    owner: (auth, { resourceId }, lookup) => producesResource(auth, resourceId, lookup),
    contentTypes: EVENT_IMAGE_TYPES,
    maxBytes: EVENT_IMAGE_MAX_BYTES,
    tooLargeMessage: eventFileMessages.imageSize,
    invalidTypeMessage: eventFileMessages.imageType,
  },
];

const compiled = FILE_RULES.map((rule) => ({ rule, pattern: pathPattern(rule.pattern) }));

const DENIED: FileDecision = { ok: false, code: 'permission-denied', message: "You don't have access to this resource" };

/** The rule that lets this caller write or delete the file at `path`, or null (refused). */
export async function fileRuleFor(auth: AuthContext, path: string, lookup: Lookup): Promise<FileRule | null> {
  if (!auth || typeof path !== 'string') return null;
  for (const { rule, pattern } of compiled) {
    const vars = pattern.match(path);
    if (vars && (await rule.owner(auth, vars, lookup))) return rule;
  }
  return null;
}

/** An upload's type and size against the rule found for it; synchronous, so it can run while bytes arrive. */
export function checkUpload(rule: FileRule | null, contentType: string, size: number): FileDecision {
  if (!rule) return DENIED;
  const type = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!rule.contentTypes.includes(type)) return { ok: false, code: 'storage/invalid-type', message: rule.invalidTypeMessage };
  if (!Number.isFinite(size) || size < 0 || size >= rule.maxBytes) {
    return { ok: false, code: 'storage/file-too-large', message: rule.tooLargeMessage };
  }
  return { ok: true };
}

export async function canUploadFile(auth: AuthContext, path: string, contentType: string, size: number, lookup: Lookup): Promise<FileDecision> {
  return checkUpload(await fileRuleFor(auth, path, lookup), contentType, size);
}

export async function canDeleteFile(auth: AuthContext, path: string, lookup: Lookup): Promise<FileDecision> {
  return (await fileRuleFor(auth, path, lookup)) ? { ok: true } : DENIED;
}
