/**
 * A caller's role on a resource as the `/api` handlers see it. Organisation-level calls (invites,
 * members) use the organisation's own records only; event-level calls also count the role on the
 * event's organisation, as the policy does.
 */
import { isDocumentPath } from '@domain/documents/paths';
import { higherRole, isRole, type Role } from '@domain/permissions/roles';
import { organizationOf } from '@domain/permissions/event-organization';
import type { AdminDocs } from './services';

/** Plain reads or a transaction's: read in a transaction, a role revoked meanwhile makes it run again. */
type DocReader = Pick<AdminDocs, 'get'>;

/** Whether `id` names one document under `collection`: a single, non-empty path segment. */
export const isDocId = (collection: string, id: string): boolean => isDocumentPath(`${collection}/${id}`) && !id.includes('/');

export async function roleOn(docs: DocReader, resourceId: string, uid: string): Promise<Role | null> {
  if (!isDocId('resourceAccess', resourceId)) return null;
  const record = await docs.get(`resourceAccess/${resourceId}/permissions/${uid}`);
  return isRole(record?.data.permission) ? record.data.permission : null;
}

/** The caller's role on an event: their own record on it, or on its organisation, whichever is higher. */
export async function roleOnEvent(docs: DocReader, eventId: string, uid: string): Promise<Role | null> {
  if (!isDocId('events', eventId)) return null;
  const own = await roleOn(docs, eventId, uid);
  const organization = organizationOf((await docs.get(`events/${eventId}`))?.data);
  return higherRole(own, organization && organization !== eventId ? await roleOn(docs, organization, uid) : null);
}

/**
 * The caller's role on a media library: an event's or an organisation's as above, and their own
 * personal library (its id is their uid; the matrix's `personalLibrary`) as its owner.
 */
export async function roleOnLibrary(docs: DocReader, resourceId: string, uid: string): Promise<Role | null> {
  return resourceId === uid ? 'owner' : roleOnEvent(docs, resourceId, uid);
}
