/**
 * The signed-in user's role on an event, as the server's policy decides it: their own record on
 * the event or their record on its organisation, whichever is higher. An event they may not read
 * has no organisation to inherit from.
 */
import { useQuery } from '@tanstack/react-query';
import { organizationOf } from '@domain/permissions/event-organization';
import { higherRole, type Role } from '@domain/permissions/roles';
import { useBackend } from '../backend-context';
import type { DocumentStore } from '@/backend/port';
import { errorCode } from '../errors/error-catalogue';
import type { LiveState } from '../live/use-live-subscription';
import { getRole } from './resource-access';

async function eventOrganization(docs: DocumentStore, eventId: string): Promise<string | null> {
  try {
    const snap = await docs.get(`events/${eventId}`);
    return snap.exists ? organizationOf(snap.data) : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found') return null;
    throw error;
  }
}

export async function loadEventRole(docs: DocumentStore, eventId: string, uid: string): Promise<Role | null> {
  const [own, organization] = await Promise.all([getRole(docs, eventId, uid), eventOrganization(docs, eventId)]);
  const inherited = organization && organization !== eventId ? await getRole(docs, organization, uid) : null;
  return higherRole(own, inherited);
}

/** `uid` null (a visitor holding a link): no role. */
export function useEventRole(eventId: string, uid: string | null): LiveState<Role | null> {
  const backend = useBackend();
  const role = useQuery({
    queryKey: ['event-role', eventId, uid],
    enabled: uid !== null,
    queryFn: () => (uid === null ? null : loadEventRole(backend.docs, eventId, uid)),
  });
  if (uid === null) return { status: 'success', data: null, error: null };
  if (role.status === 'error') return { status: 'error', data: undefined, error: role.error };
  if (role.status === 'pending') return { status: 'pending', data: undefined, error: null };
  return { status: 'success', data: role.data, error: null };
}
