/**
 * What a held link allows (domain/permissions/link-roles.ts): the link role's grants, for as long
 * as the token the connection holds is the one stored for the resource (and, for a link with an
 * expiry, until then). The stored token is read on every decision (and, for writes, pinned in the
 * commit), so replacing or removing a link ends it for everyone who had it at once.
 */
import { timingSafeEqual } from 'node:crypto';
import type { QuerySpec } from '@domain/documents/query';
import { changesWithin, fieldsMatch } from '@domain/permissions/field-checks';
import { boundVars, LINK_ROLES, type LinkGrant, type LinkKind, type LinkScope } from '@domain/permissions/link-roles';
import type { Operation } from '@domain/permissions/matrix';
import { linkExpired } from '@domain/presenting/presenter-link';
import { STREAM } from '@domain/streams/stream';
import type { HeldLink } from '../auth/context';
import type { ChangeEvent, StoredDoc } from '../db/engine';
import { pathPattern, type PathPattern, type PathVars } from './path-pattern';
import { pinnedStrings } from './query-constraints';
import type { Known, Lookup } from './resource-role';
import { changedFields } from './same-value';

/** Where each kind keeps its current token (its `token` field), by the id of the resource it is for. */
const LINK_TOKEN_DOCS: Record<LinkKind, string> = { moderation: 'moderationLinks/{resourceId}', presenter: 'presenterLinks/{resourceId}', encoder: 'encoderLinks/{resourceId}' };

export const tokenPath = (link: Pick<HeldLink, 'kind' | 'resourceId'>) => LINK_TOKEN_DOCS[link.kind].replace('{resourceId}', link.resourceId);
const tokenDocPatterns = Object.entries(LINK_TOKEN_DOCS).map(([kind, path]) => ({ kind: kind as LinkKind, pattern: pathPattern(path) }));

/** The key `accessChangedFor` reports for a link whose token document changed. */
export const linkKey = (kind: LinkKind, resourceId: string) => `link:${kind}:${resourceId}`;

type CompiledGrant = { grant: LinkGrant; pattern: PathPattern; collection: PathPattern; lastVar: string | null };

const grantsByKind = Object.fromEntries(
  Object.entries(LINK_ROLES).map(([kind, role]) => [
    kind,
    (role.grants as readonly LinkGrant[]).map((grant) => ({
      grant,
      pattern: pathPattern(grant.path),
      collection: pathPattern(grant.path.split('/').slice(0, -1).join('/')),
      lastVar: /^\{(\w+)\}$/.exec(grant.path.split('/').at(-1) ?? '')?.[1] ?? null,
    })),
  ]),
) as Record<LinkKind, CompiledGrant[]>;

/** Whether matched path variables keep to the values the held link fixes. */
function withinBounds(link: HeldLink, vars: PathVars | null): vars is PathVars {
  if (!vars) return false;
  const bound = boundVars(link.kind, link.resourceId, link.scope);
  return Object.entries(bound).every(([name, value]) => !(name in vars) || (value !== '' && vars[name] === value));
}

function sameToken(held: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(held);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link's stored document holds its token, has not expired, and (a presenter link) is still for its scope. */
export function tokenHolds(link: HeldLink, stored: StoredDoc | null | undefined, now = Date.now()): boolean {
  if (!stored || !sameToken(link.token, stored.data.token) || linkExpired(stored.data.expires, now)) return false;
  if (link.kind !== 'presenter' || !link.scope) return true;
  return stored.data.eventID === link.scope.eventId && stored.data.streamID === link.scope.streamId;
}

/** The scope a presenter link's stored document gives it; null for other kinds or a damaged document. */
export function scopeOf(kind: LinkKind, stored: StoredDoc | null): LinkScope | null {
  if (kind !== 'presenter' || !stored) return null;
  const { eventID, streamID } = stored.data;
  return typeof eventID === 'string' && eventID !== '' && typeof streamID === 'string' && streamID !== '' ? { eventId: eventID, streamId: streamID } : null;
}

/** The held links (with their grant and path variables) that would allow `op` on `path`, before their tokens are checked. */
function candidates(links: readonly HeldLink[] | undefined, path: string, op: Operation): { link: HeldLink; grant: LinkGrant; vars: PathVars }[] {
  const found: { link: HeldLink; grant: LinkGrant; vars: PathVars }[] = [];
  for (const link of links ?? []) {
    for (const { grant, pattern } of grantsByKind[link.kind] ?? []) {
      if (!grant.ops.includes(op)) continue;
      const vars = pattern.match(path);
      if (withinBounds(link, vars)) found.push({ link, grant, vars });
    }
  }
  return found;
}

/** A grant's `when`: the link's flags, the chat of its stream, the document's type (or the query's). */
async function conditionsHold(
  link: HeldLink,
  grant: LinkGrant,
  vars: PathVars,
  stored: StoredDoc | null,
  lookup: Lookup,
  subject: { data: Record<string, unknown> | null } | { query: QuerySpec },
): Promise<boolean> {
  const when = grant.when;
  if (!when) return true;
  if (when.linkFlag && stored?.data[when.linkFlag] !== true && stored?.data[when.linkFlag] !== 'true') return false;
  if (when.notRemoved && (stored?.data.removed === true || stored?.data.removed === 'true')) return false;
  if (when.chatOfStream) {
    if (!link.scope) return false;
    const stream = await lookup(STREAM(link.scope.eventId, link.scope.streamId));
    if (typeof stream?.data.chatID !== 'string' || stream.data.chatID !== vars.chatId) return false;
  }
  if (when.typeIn) {
    const allowed = when.typeIn;
    if ('query' in subject) return pinnedStrings(subject.query, 'type')?.every((t) => allowed.includes(t)) ?? false;
    return typeof subject.data?.type === 'string' && allowed.includes(subject.data.type);
  }
  return true;
}

export async function linkAllowsRead(links: readonly HeldLink[] | undefined, path: string, data: Record<string, unknown> | null, lookup: Lookup): Promise<boolean> {
  for (const { link, grant, vars } of candidates(links, path, 'read')) {
    const stored = await lookup(tokenPath(link));
    if (tokenHolds(link, stored) && (await conditionsHold(link, grant, vars, stored, lookup, { data }))) return true;
  }
  return false;
}

/**
 * Whether a held link, with its current token, lets its holder read every document the query
 * could return: a grant whose last segment the link fixes (a presenter's own link, its stream)
 * covers one document, never its whole collection.
 */
export async function linkMayQuery(links: readonly HeldLink[] | undefined, query: QuerySpec, lookup: Lookup): Promise<boolean> {
  for (const link of links ?? []) {
    const bound = boundVars(link.kind, link.resourceId, link.scope);
    for (const { grant, collection, lastVar } of grantsByKind[link.kind] ?? []) {
      if (!grant.ops.includes('read') || (lastVar !== null && lastVar in bound)) continue;
      const vars = collection.match(query.path);
      if (!withinBounds(link, vars)) continue;
      const stored = await lookup(tokenPath(link));
      if (tokenHolds(link, stored) && (await conditionsHold(link, grant, vars, stored, lookup, { query }))) return true;
    }
  }
  return false;
}

/** Whether the change keeps to the grant's field limits (the matrix's, for the same writes). */
function withinGrant(grant: LinkGrant, { before, after }: ChangeEvent): boolean {
  if (!after) return true;
  if (!before) return !grant.createFields || fieldsMatch(grant.createFields, after.data, after.updateTime);
  return !grant.fields || changesWithin(grant.fields, changedFields(before.data, after.data), after.data, after.updateTime, before.data);
}

/** Writes are granted without conditions only (a grant with `when` allows reads alone). */
export function linkAllowsWrite(links: readonly HeldLink[] | undefined, change: ChangeEvent, known: Known): boolean {
  const op: Operation = !change.before ? 'create' : change.after ? 'update' : 'delete';
  return candidates(links, change.path, op).some(({ link, grant }) => !grant.when && tokenHolds(link, known.get(tokenPath(link))) && withinGrant(grant, change));
}

/** Reads into `into` the token documents deciding a write on `path` will consult. */
export async function prepareLinkWrite(links: readonly HeldLink[] | undefined, opPath: string, lookup: Lookup, into: Map<string, StoredDoc | null>): Promise<void> {
  for (const link of links ?? []) {
    if (!(grantsByKind[link.kind] ?? []).some(({ pattern }) => withinBounds(link, pattern.match(opPath)))) continue;
    const path = tokenPath(link);
    if (!into.has(path)) into.set(path, await lookup(path));
  }
}

/** Whether a live target (a document, or a collection's query) is one the link's grants reach. */
export function linkCovers(link: HeldLink, target: { doc: string } | { collection: string }): boolean {
  return (grantsByKind[link.kind] ?? []).some(({ pattern, collection }) =>
    'doc' in target ? withinBounds(link, pattern.match(target.doc)) : withinBounds(link, collection.match(target.collection)),
  );
}

/** The link whose token a committed change to this path replaced or removed, as a `linkKey`. */
export function linkChangedBy(path: string): string | null {
  for (const { kind, pattern } of tokenDocPatterns) {
    const vars = pattern.match(path);
    if (vars) return linkKey(kind, vars.resourceId);
  }
  return null;
}

/**
 * The link as a connection holds it once its token is the stored one (with a presenter link's
 * scope and the moment it expires, if it does); null when it is not valid now.
 */
export async function openHeldLink(link: HeldLink, lookup: Lookup): Promise<(HeldLink & { expiresAt: number | null }) | null> {
  const stored = await lookup(tokenPath(link));
  const scope = scopeOf(link.kind, stored);
  const held: HeldLink = link.kind === 'presenter' ? { ...link, scope } : link;
  if (!tokenHolds(held, stored) || (link.kind === 'presenter' && !scope)) return null;
  const expires = stored!.data.expires;
  return { ...held, expiresAt: expires instanceof Date ? expires.getTime() : null };
}

/** Whether the token document holds this token now (the `link` frame's check). */
export async function linkIsValid(link: HeldLink, lookup: Lookup): Promise<boolean> {
  return tokenHolds(link, await lookup(tokenPath(link)));
}
