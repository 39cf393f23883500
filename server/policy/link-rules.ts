/**
 * What a held link allows (domain/permissions/link-roles.ts): the link role's grants, for as long
 * as the token the connection holds is the one stored for the resource. The stored token is read
 * on every decision (and, for writes, pinned in the commit), so replacing a link ends it for
 * everyone who had it at once.
 */
import { timingSafeEqual } from 'node:crypto';
import { changesWithin, fieldsMatch } from '@domain/permissions/field-checks';
import { LINK_ROLES, type LinkGrant, type LinkKind } from '@domain/permissions/link-roles';
import type { Operation } from '@domain/permissions/matrix';
import type { HeldLink } from '../auth/context';
import type { ChangeEvent, StoredDoc } from '../db/engine';
import { pathPattern, type PathPattern } from './path-pattern';
import type { Known, Lookup } from './resource-role';
import { changedFields } from './same-value';

/** Where each kind keeps its current token (its `token` field), by the id of the resource it is for. */
const LINK_TOKEN_DOCS: Record<LinkKind, string> = { moderation: 'moderationLinks/{resourceId}', encoder: 'encoderLinks/{resourceId}' };

const tokenPath = (link: HeldLink) => LINK_TOKEN_DOCS[link.kind].replace('{resourceId}', link.resourceId);
const tokenDocPatterns = Object.entries(LINK_TOKEN_DOCS).map(([kind, path]) => ({ kind: kind as LinkKind, pattern: pathPattern(path) }));

/** The key `accessChangedFor` reports for a link whose token document changed. */
export const linkKey = (kind: LinkKind, resourceId: string) => `link:${kind}:${resourceId}`;

type CompiledGrant = { grant: LinkGrant; pattern: PathPattern; collection: PathPattern };

const grantsByKind = Object.fromEntries(
  Object.entries(LINK_ROLES)
    .filter(([kind]) => kind in LINK_TOKEN_DOCS)
    .map(([kind, role]) => [
      kind,
      role.grants.map((grant: LinkGrant) => ({
        grant,
        pattern: pathPattern(grant.path),
        collection: pathPattern(grant.path.split('/').slice(0, -1).join('/')),
      })),
    ]),
) as Record<LinkKind, CompiledGrant[]>;

/** The resource a link is for sits in every granted path as `{eventId}`. */
const RESOURCE_VAR = 'eventId';

function sameToken(held: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(held);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function tokenHolds(link: HeldLink, stored: StoredDoc | null | undefined): boolean {
  return sameToken(link.token, stored?.data.token);
}

/** The held links (with their grant) that would allow `op` on `path`, before their tokens are checked. */
function candidates(links: readonly HeldLink[] | undefined, path: string, op: Operation): { link: HeldLink; grant: LinkGrant }[] {
  const found: { link: HeldLink; grant: LinkGrant }[] = [];
  for (const link of links ?? []) {
    for (const { grant, pattern } of grantsByKind[link.kind] ?? []) {
      if (!grant.ops.includes(op)) continue;
      const vars = pattern.match(path);
      if (vars && vars[RESOURCE_VAR] === link.resourceId) found.push({ link, grant });
    }
  }
  return found;
}

export async function linkAllowsRead(links: readonly HeldLink[] | undefined, path: string, lookup: Lookup): Promise<boolean> {
  for (const { link } of candidates(links, path, 'read')) {
    if (tokenHolds(link, await lookup(tokenPath(link)))) return true;
  }
  return false;
}

/** Whether a held link, with its current token, lets its holder read every document of the collection. */
export async function linkMayQuery(links: readonly HeldLink[] | undefined, collectionPath: string, lookup: Lookup): Promise<boolean> {
  for (const link of links ?? []) {
    const covers = (grantsByKind[link.kind] ?? []).some(
      ({ grant, collection }) => grant.ops.includes('read') && collection.match(collectionPath)?.[RESOURCE_VAR] === link.resourceId,
    );
    if (covers && tokenHolds(link, await lookup(tokenPath(link)))) return true;
  }
  return false;
}

/** Whether the change keeps to the grant's field limits (the matrix's, for the same writes). */
function withinGrant(grant: LinkGrant, { before, after }: ChangeEvent): boolean {
  if (!after) return true;
  if (!before) return !grant.createFields || fieldsMatch(grant.createFields, after.data, after.updateTime);
  return !grant.fields || changesWithin(grant.fields, changedFields(before.data, after.data), after.data, after.updateTime);
}

export function linkAllowsWrite(links: readonly HeldLink[] | undefined, change: ChangeEvent, known: Known): boolean {
  const op: Operation = !change.before ? 'create' : change.after ? 'update' : 'delete';
  return candidates(links, change.path, op).some(({ link, grant }) => tokenHolds(link, known.get(tokenPath(link))) && withinGrant(grant, change));
}

/** Reads into `into` the token documents deciding a write on `path` will consult. */
export async function prepareLinkWrite(links: readonly HeldLink[] | undefined, opPath: string, lookup: Lookup, into: Map<string, StoredDoc | null>): Promise<void> {
  for (const link of links ?? []) {
    if (!(grantsByKind[link.kind] ?? []).some(({ pattern }) => pattern.match(opPath)?.[RESOURCE_VAR] === link.resourceId)) continue;
    const path = tokenPath(link);
    if (!into.has(path)) into.set(path, await lookup(path));
  }
}

/** Whether a live target (a document, or a collection's query) is one the link's grants reach. */
export function linkCovers(link: HeldLink, target: { doc: string } | { collection: string }): boolean {
  return (grantsByKind[link.kind] ?? []).some(({ pattern, collection }) =>
    'doc' in target ? pattern.match(target.doc)?.[RESOURCE_VAR] === link.resourceId : collection.match(target.collection)?.[RESOURCE_VAR] === link.resourceId,
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

/** Whether the token document holds this token now (the `link` frame's check). */
export async function linkIsValid(link: HeldLink, lookup: Lookup): Promise<boolean> {
  return tokenHolds(link, await lookup(tokenPath(link)));
}
