import { useQuery } from '@tanstack/react-query';
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import { useBackend } from '@/lib/backend-context';
import { getRole, parseResourceAccess, resourceAccessForUser } from '@/lib/access/resource-access';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type OrganizationOption = { id: string; name: string };
export type OrganizationMove = {
  /** The organisations the event may move to: those where the user is owner or producer. */
  targets: OrganizationOption[];
  /** Whether the user may move the event at all (spec 000 section 5). */
  allowed: boolean;
};

/**
 * What the organisation change may offer. Spec 000 section 5: only an owner or producer of the
 * event's current organisation may move it; an event without one is moved by its owner (owners
 * change the organisation, issue 4). The user's organisations are their access records of type
 * organization, as the account area lists them; the server asks the same of the new one.
 */
export function useOrganizationMove(uid: string, currentOrganizationId: string | null, eventRole: Role | null): LiveState<OrganizationMove> {
  const backend = useBackend();
  const records = useLiveQuery(backend.docs, resourceAccessForUser(uid));
  const organizations = records.status === 'success' ? parseResourceAccess(records.data).filter((r) => r.type === 'organization') : null;
  const roles = useQuery({
    queryKey: ['organization-move', uid, organizations, currentOrganizationId, eventRole],
    enabled: organizations !== null,
    queryFn: async (): Promise<OrganizationMove> => {
      const list = organizations ?? [];
      const listed = await Promise.all(list.map((o) => getRole(backend.docs, o.id, uid)));
      const targets = list.flatMap((o, i) => (roleAtLeast(listed[i], 'producer') ? [{ id: o.id, name: o.name || 'Organisation' }] : []));
      const currentRole = currentOrganizationId === null ? null : await getRole(backend.docs, currentOrganizationId, uid);
      const allowed = currentOrganizationId === null ? eventRole === 'owner' : roleAtLeast(currentRole, 'producer');
      return { targets, allowed };
    },
  });
  if (records.status === 'error') return { status: 'error', data: undefined, error: records.error };
  if (roles.status === 'error') return { status: 'error', data: undefined, error: roles.error };
  if (roles.status === 'success') return { status: 'success', data: roles.data, error: null };
  return { status: 'pending', data: undefined, error: null };
}
