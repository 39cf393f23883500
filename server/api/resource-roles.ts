/**
 * A caller's role on a resource as the `/api` handlers see it: their own permission record only.
 * Organisation-level calls (invites, members) are about the organisation's own records, so an
 * organisation role is not inherited from anywhere else.
 */
import { isDocumentPath } from '../../domain/documents/paths';
import { isRole, type Role } from '../../domain/permissions/roles';
import type { AdminDocs } from './services';

/** Whether `id` names one document under `collection`: a single, non-empty path segment. */
export const isDocId = (collection: string, id: string): boolean => isDocumentPath(`${collection}/${id}`) && !id.includes('/');

export async function roleOn(docs: AdminDocs, resourceId: string, uid: string): Promise<Role | null> {
  if (!isDocId('resourceAccess', resourceId)) return null;
  const record = await docs.get(`resourceAccess/${resourceId}/permissions/${uid}`);
  return isRole(record?.data.permission) ? record.data.permission : null;
}
