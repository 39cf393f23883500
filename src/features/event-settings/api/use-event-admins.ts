import { useQuery } from '@tanstack/react-query';
import { isRole, type Role } from '@domain/permissions/roles';
import { useBackend } from '@/lib/backend-context';
import { errorCode } from '@/lib/errors/error-catalogue';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

/** One person with a role on the event's access record; `email` null when the caller may not see it. */
export type EventAdmin = { uid: string; email: string | null; permission: Role };

/**
 * The event's admins (spec 000 section 6): the permission records of the resource that holds the
 * event's people (its organisation, or the event itself), live, with their emails from the
 * `memberProfiles` call. Only the resource's owners may read other people's profiles, so the call
 * is made only while the caller's own record there says owner (a refused call would still show
 * in the browser's console); anyone else sees only their own email, which they know.
 */
export function useEventAdmins(resourceId: string, caller: { uid: string; email: string | null }): LiveState<EventAdmin[]> {
  const backend = useBackend();
  const live = useLiveQuery<{ permission?: unknown }>(backend.docs, { path: `resourceAccess/${resourceId}/permissions` });
  const records = live.status === 'success' ? live.data.flatMap((d) => (isRole(d.data?.permission) ? [{ uid: d.id, permission: d.data.permission }] : [])) : null;
  const uids = records?.map((r) => r.uid).sort() ?? [];
  const callerIsOwner = records?.some((r) => r.uid === caller.uid && r.permission === 'owner') ?? false;
  const profiles = useQuery({
    queryKey: ['event-admin-profiles', resourceId, uids],
    enabled: callerIsOwner,
    queryFn: async (): Promise<Map<string, string>> => {
      try {
        const { members } = await backend.call('memberProfiles', { resourceId });
        return new Map(members.filter((m) => m.email !== '').map((m) => [m.uid, m.email]));
      } catch (error) {
        if (errorCode(error) === 'permission-denied') return new Map();
        throw error;
      }
    },
  });

  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (records === null) return { status: 'pending', data: undefined, error: null };
  if (records.length === 0) return { status: 'success', data: [], error: null };
  if (!callerIsOwner) return { status: 'success', data: records.map((r) => ({ ...r, email: r.uid === caller.uid ? caller.email : null })), error: null };
  if (profiles.status === 'error') return { status: 'error', data: undefined, error: profiles.error };
  if (profiles.status === 'pending') return { status: 'pending', data: undefined, error: null };
  const admins = records.map((r) => ({ ...r, email: profiles.data.get(r.uid) ?? (r.uid === caller.uid ? caller.email : null) }));
  return { status: 'success', data: admins, error: null };
}
