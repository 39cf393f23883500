import { useBackend } from '@/lib/backend-context';
import { INVITES_COLLECTION } from '@domain/invites/invite';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toOrganizationInvite, type OrganizationInvite } from '../model/organization-invite';

/** The invites sent for an organisation, live (`invites where resource == id`). */
export function useOrganizationInvites(organizationId: string): LiveState<OrganizationInvite[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: INVITES_COLLECTION, where: [{ field: 'resource', op: '==', value: organizationId }] });
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  return { status: 'success', data: live.data.map((d) => toOrganizationInvite(d.id, d.data)), error: null };
}
