import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { ApiOutput } from '@domain/api/contracts';
import { isRole } from '@domain/permissions/roles';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import type { Member } from '../model/member';

/** Presence changes while the page is open; profiles are asked for again this often. */
export const MEMBER_PROFILES_REFRESH_MS = 10_000;

type Profile = ApiOutput<'memberProfiles'>['members'][number];
type PermissionRecord = Pick<Member, 'uid' | 'permission'>;

const noProfile = (uid: string): Profile => ({ uid, email: '', username: '', firstName: '', lastName: '', thumbnail: '', state: 'offline', lastChanged: null });

/** Records without a valid role are skipped, as the spec skips unreadable permission records. */
function toRecords(docs: { id: string; data: { permission?: unknown } | undefined }[]): PermissionRecord[] {
  return docs.flatMap((d) => (isRole(d.data?.permission) ? [{ uid: d.id, permission: d.data.permission }] : []));
}

/**
 * The organisation's members: the permission records of `resourceAccess/{id}/permissions`, live,
 * joined with the profiles and presence of the `memberProfiles` call (co-members' `users/{uid}`
 * documents are not readable). Profiles are fetched again when the set of members changes and
 * every 10 seconds; a member without a profile still shows.
 */
export function useMembers(organizationId: string): LiveState<Member[]> {
  const backend = useBackend();
  const live = useLiveQuery<{ permission?: unknown }>(backend.docs, { path: `resourceAccess/${organizationId}/permissions` });
  const records = live.status === 'success' ? toRecords(live.data) : null;
  const uids = records?.map((r) => r.uid).sort() ?? [];
  const profiles = useQuery({
    queryKey: ['member-profiles', organizationId, uids],
    queryFn: () => backend.call('memberProfiles', { resourceId: organizationId }),
    enabled: records !== null && records.length > 0,
    refetchInterval: MEMBER_PROFILES_REFRESH_MS,
    // When a member joins or leaves, the others stay on screen while the profiles are read again.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === organizationId ? previous : undefined),
  });

  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (records === null) return { status: 'pending', data: undefined, error: null };
  if (records.length === 0) return { status: 'success', data: [], error: null };
  if (profiles.data === undefined) {
    return profiles.status === 'error' ? { status: 'error', data: undefined, error: profiles.error } : { status: 'pending', data: undefined, error: null };
  }
  const byUid = new Map(profiles.data.members.map((p) => [p.uid, p]));
  const members = records.map((r) => ({ ...(byUid.get(r.uid) ?? noProfile(r.uid)), uid: r.uid, permission: r.permission }));
  return { status: 'success', data: members, error: null };
}
