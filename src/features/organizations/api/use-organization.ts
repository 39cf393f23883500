import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import { getRole, resourceAccessSchema, type Role } from '@/lib/access/resource-access';
import { errorCode } from '@/lib/errors/error-catalogue';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type Organization = { id: string; name: string; events: string[]; users: string[] };

/**
 * What the caller may see of an organisation. Spec 000 section 6: a record they cannot read, or
 * one without a permission record for them, is "You don't have access to this resource"; a record
 * that is gone or is not an organisation is not found.
 */
export type OrganizationLookup =
  | { found: true; organization: Organization; role: Role }
  | { found: false; reason: 'not-found' | 'permission-denied' };

const notFound: OrganizationLookup = { found: false, reason: 'not-found' };
const noAccess: OrganizationLookup = { found: false, reason: 'permission-denied' };

function toOrganization(id: string, data: unknown): Organization | null {
  const parsed = resourceAccessSchema.safeParse(data);
  if (!parsed.success || parsed.data.type !== 'organization') return null;
  const { name = '', events = [], users = [] } = parsed.data;
  return { id, name, events, users };
}

/** `resourceAccess/{id}`, live, with the caller's role, which is read again whenever the record changes. */
export function useOrganization(organizationId: string, uid: string): LiveState<OrganizationLookup> {
  const backend = useBackend();
  const record = useLiveDoc(backend.docs, `resourceAccess/${organizationId}`);
  const organization = record.status === 'success' && record.data.exists ? toOrganization(organizationId, record.data.data) : null;
  const role = useQuery({
    queryKey: ['organization-role', organizationId, uid, record.data?.data ?? null],
    queryFn: () => getRole(backend.docs, organizationId, uid),
    enabled: organization !== null,
    // A changed record keeps the last role on screen while it is read again (same organisation only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organizationId && previousQuery.queryKey[2] === uid ? previous : undefined,
  });

  if (record.status === 'error') {
    const code = errorCode(record.error);
    if (code === 'permission-denied') return { status: 'success', data: noAccess, error: null };
    if (code === 'not-found') return { status: 'success', data: notFound, error: null };
    return { status: 'error', data: undefined, error: record.error };
  }
  if (record.status === 'pending') return record;
  if (!organization) return { status: 'success', data: notFound, error: null };
  if (role.status === 'error') return { status: 'error', data: undefined, error: role.error };
  if (role.status === 'pending') return { status: 'pending', data: undefined, error: null };
  const found: OrganizationLookup = role.data ? { found: true, organization, role: role.data } : noAccess;
  return { status: 'success', data: found, error: null };
}
