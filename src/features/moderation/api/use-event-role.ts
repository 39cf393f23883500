import { useQuery } from '@tanstack/react-query';
import { higherRole } from '../../../../domain/permissions/roles';
import { useBackend } from '../../../app/providers/backend-context';
import type { DocData } from '../../../backend/port';
import { getRole, type Role } from '../../../lib/access/resource-access';
import { errorCode } from '../../../lib/errors/error-catalogue';

/**
 * The signed-in user's role on the event: their own record or their organisation's, whichever is
 * higher (as the server decides). Null for a link holder without a role, who cannot update chats.
 */
/** The event's organisation, where the server looks for it too. */
function organizationOf(event: DocData | undefined): string | null {
  const permission = event?.permission;
  const organization = event?.organization ?? (permission && typeof permission === 'object' && !Array.isArray(permission) && !(permission instanceof Date) ? permission.organization : null);
  return typeof organization === 'string' && organization ? organization : null;
}

export function useEventRole(eventId: string, uid: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['event-role', eventId, uid],
    enabled: uid !== null,
    queryFn: async (): Promise<Role | null> => {
      if (uid === null) return null;
      const event = await backend.docs.get(`events/${eventId}`).catch((error: unknown) => {
        if (errorCode(error) === 'permission-denied') return null;
        throw error;
      });
      const organization = organizationOf(event?.data);
      const [own, inherited] = await Promise.all([
        getRole(backend.docs, eventId, uid),
        organization ? getRole(backend.docs, organization, uid) : null,
      ]);
      return higherRole(own, inherited);
    },
  });
}
