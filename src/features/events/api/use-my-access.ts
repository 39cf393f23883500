import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Role } from '@domain/permissions/roles';
import { useBackend } from '@/lib/backend-context';
import type { DocumentStore } from '@/backend/port';
import { getRole, parseResourceAccess, resourceAccessForUser, type ResourceAccess } from '@/lib/access/resource-access';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import type { MyAccess } from '../model/my-event-row';

/** Spec 000 section 6: a resource counts only when the user also has a permission record on it. */
export async function loadMyAccess(docs: DocumentStore, uid: string, records: ResourceAccess[]): Promise<MyAccess> {
  const roles = await Promise.all(records.map((r) => getRole(docs, r.id, uid)));
  const permitted = records.filter((_, i) => roles[i] !== null);
  return { records: permitted, roles: Object.fromEntries(records.flatMap((r, i) => (roles[i] ? [[r.id, roles[i] as Role]] : []))) };
}

/** The user's organisations and events with their roles, following their resource records live. */
export function useMyAccess(uid: string): LiveState<MyAccess> {
  const backend = useBackend();
  const records = useLiveQuery(backend.docs, resourceAccessForUser(uid));
  const parsed = records.status === 'success' ? parseResourceAccess(records.data) : null;
  const access = useQuery({
    queryKey: ['my-access', uid, parsed],
    queryFn: () => loadMyAccess(backend.docs, uid, parsed ?? []),
    enabled: parsed !== null,
    // A new record (an event just created) refreshes the roles without blanking the list.
    placeholderData: keepPreviousData,
  });
  if (records.status === 'error') return { status: 'error', data: undefined, error: records.error };
  if (access.status === 'error') return { status: 'error', data: undefined, error: access.error };
  if (access.status === 'success') return { status: 'success', data: access.data, error: null };
  return { status: 'pending', data: undefined, error: null };
}
