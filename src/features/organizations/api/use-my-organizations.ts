import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import { getRole, parseResourceAccess, resourceAccessForUser } from '@/lib/access/resource-access';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type OrganizationEntry = { id: string; name: string; isOwner: boolean };

/** The organisations the user belongs to (with a permission record), for the side navigation. */
export function useMyOrganizations(uid: string): LiveState<OrganizationEntry[]> {
  const backend = useBackend();
  const records = useLiveQuery(backend.docs, resourceAccessForUser(uid));
  const organizations = records.status === 'success' ? parseResourceAccess(records.data).filter((r) => r.type === 'organization') : null;
  const entries = useQuery({
    queryKey: ['my-organizations', uid, organizations],
    enabled: organizations !== null,
    queryFn: async (): Promise<OrganizationEntry[]> => {
      const list = organizations ?? [];
      const roles = await Promise.all(list.map((o) => getRole(backend.docs, o.id, uid)));
      return list.flatMap((o, i) => (roles[i] ? [{ id: o.id, name: o.name || 'Organisation', isOwner: roles[i] === 'owner' }] : []));
    },
  });
  if (records.status === 'error') return { status: 'error', data: undefined, error: records.error };
  if (entries.status === 'error') return { status: 'error', data: undefined, error: entries.error };
  if (entries.status === 'success') return { status: 'success', data: entries.data, error: null };
  return { status: 'pending', data: undefined, error: null };
}
