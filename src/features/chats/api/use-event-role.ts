import { useQuery } from '@tanstack/react-query';
import { higherRole, type Role } from '../../../../domain/permissions/roles';
import { useBackend } from '../../../app/providers/backend-context';
import type { DocumentStore } from '../../../backend/port';
import { getRole } from '../../../lib/access/resource-access';
import { errorCode } from '../../../lib/errors/error-catalogue';
import type { LiveState } from '../../../lib/live/use-live-subscription';
import { organizationOf } from '../model/chat-permissions';

async function eventOrganization(docs: DocumentStore, eventId: string): Promise<string | null> {
  try {
    const snap = await docs.get(`events/${eventId}`);
    return snap.exists ? organizationOf(snap.data) : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found') return null;
    throw error;
  }
}

/** The caller's role on an event: their own record or their organisation's, whichever is higher. */
export async function loadEventRole(docs: DocumentStore, eventId: string, uid: string): Promise<Role | null> {
  const [own, organization] = await Promise.all([getRole(docs, eventId, uid), eventOrganization(docs, eventId)]);
  const inherited = organization && organization !== eventId ? await getRole(docs, organization, uid) : null;
  return higherRole(own, inherited);
}

export function useEventRole(eventId: string, uid: string): LiveState<Role | null> {
  const backend = useBackend();
  const role = useQuery({ queryKey: ['event-role', eventId, uid], queryFn: () => loadEventRole(backend.docs, eventId, uid) });
  if (role.status === 'error') return { status: 'error', data: undefined, error: role.error };
  if (role.status === 'pending') return { status: 'pending', data: undefined, error: null };
  return { status: 'success', data: role.data, error: null };
}
