import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { INVITES_COLLECTION } from '@domain/invites/invite';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toOrganizationInvite, type OrganizationInvite } from '../model/organization-invite';

const toInvites = (docs: DocSnapshot[]) => docs.map((d) => toOrganizationInvite(d.id, d.data));

/** The invites sent for an organisation, live (`invites where resource == id`). */
export function useOrganizationInvites(organizationId: string): LiveState<OrganizationInvite[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: INVITES_COLLECTION, where: [{ field: 'resource', op: '==', value: organizationId }] });
  return useMappedLive(live, toInvites);
}
