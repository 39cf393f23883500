/**
 * A caller's role on a resource (organisation or event): their record in
 * `resourceAccess/{id}/permissions/{uid}`, or, for an event, their record in its organisation,
 * whichever is higher. Deciding reads the documents through a lookup; deciding a write inside a
 * commit cannot wait, so the documents are read before the commit (`collectRoleDocs`) and the
 * decision (`roleFrom`) uses only those.
 */
import { isDocumentPath } from '@domain/documents/paths';
import { organizationOf } from '@domain/permissions/event-organization';
import { higherRole, isRole, type Role } from '@domain/permissions/roles';
import type { DocData } from '@domain/documents/values';
import type { StoredDoc } from '../db/engine';

/** Documents read before deciding; a path missing here counts as giving no role. */
export type Known = ReadonlyMap<string, StoredDoc | null>;
export type Lookup = (path: string) => Promise<StoredDoc | null>;

export const permissionPath = (resourceId: string, uid: string) => `resourceAccess/${resourceId}/permissions/${uid}`;
export const eventPath = (eventId: string) => `events/${eventId}`;

const roleIn = (doc: StoredDoc | null | undefined): Role | null => (isRole(doc?.data.permission) ? doc.data.permission : null);

/**
 * `event` is the data of `events/{resourceId}` when the caller already has it (the document
 * being read or written); otherwise the known copy is used.
 */
export function roleFrom(known: Known, uid: string, resourceId: string, event?: DocData | null): Role | null {
  const own = roleIn(known.get(permissionPath(resourceId, uid)));
  const org = organizationOf(event !== undefined ? event : known.get(eventPath(resourceId))?.data);
  return higherRole(own, org && org !== resourceId ? roleIn(known.get(permissionPath(org, uid))) : null);
}

/** Reads into `into` every document `roleFrom` needs for these arguments. */
export async function collectRoleDocs(lookup: Lookup, into: Map<string, StoredDoc | null>, uid: string, resourceId: string, event?: DocData | null): Promise<void> {
  const read = async (path: string) => {
    // A path the engine would refuse names no document: it gives no role and pins nothing.
    if (!isDocumentPath(path) || path.includes('\0')) return null;
    if (!into.has(path)) into.set(path, await lookup(path));
    return into.get(path) ?? null;
  };
  await read(permissionPath(resourceId, uid));
  const data = event !== undefined ? event : (await read(eventPath(resourceId)))?.data;
  const org = organizationOf(data);
  if (org && org !== resourceId) await read(permissionPath(org, uid));
}

/** The caller's role on a resource, read through `lookup`. */
export async function roleOn(lookup: Lookup, uid: string, resourceId: string, event?: DocData | null): Promise<Role | null> {
  const known = new Map<string, StoredDoc | null>();
  await collectRoleDocs(lookup, known, uid, resourceId, event);
  return roleFrom(known, uid, resourceId, event);
}
