import { useQuery } from '@tanstack/react-query';
import type { DocumentStore } from '../../../backend/port';
import { useBackend } from '../../../app/providers/backend-context';
import { getRole, parseResourceAccess, resourceAccessForUser, type ResourceAccess } from '../../../lib/access/resource-access';
import { errorCode } from '../../../lib/errors/error-catalogue';
import { useLiveQuery } from '../../../lib/live/use-live-query';
import type { LiveState } from '../../../lib/live/use-live-subscription';
import { byDateNewestFirst, toEventSummary, type EventSummary } from '../model/event';

/** Event ids a user reaches: event records by their own id, organisation records through `events`. */
export function accessibleEventIds(records: ResourceAccess[]): string[] {
  const ids = records.flatMap((r) => (r.type === 'event' ? [r.id] : (r.events ?? [])));
  return [...new Set(ids)];
}

/**
 * The events of spec 000 section 2.5's list: resources without a permission record for the
 * user are skipped, and so are events that are gone or unreadable (section 8).
 */
export async function loadMyEvents(docs: DocumentStore, uid: string, records: ResourceAccess[]): Promise<EventSummary[]> {
  const roles = await Promise.all(records.map((r) => getRole(docs, r.id, uid)));
  const permitted = records.filter((_, i) => roles[i] !== null);
  const events = await Promise.all(
    accessibleEventIds(permitted).map(async (id) => {
      try {
        const snap = await docs.get(`events/${id}`);
        return snap.exists ? [toEventSummary(id, snap.data)] : [];
      } catch (error) {
        if (errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found') return [];
        throw error;
      }
    }),
  );
  return events.flat().sort(byDateNewestFirst);
}

export function useMyEvents(uid: string): LiveState<EventSummary[]> {
  const backend = useBackend();
  const records = useLiveQuery(backend.docs, resourceAccessForUser(uid));
  const parsed = records.status === 'success' ? parseResourceAccess(records.data) : null;
  const events = useQuery({
    queryKey: ['my-events', uid, parsed],
    queryFn: () => loadMyEvents(backend.docs, uid, parsed ?? []),
    enabled: parsed !== null,
  });
  if (records.status === 'error') return { status: 'error', data: undefined, error: records.error };
  if (events.status === 'error') return { status: 'error', data: undefined, error: events.error };
  if (events.status === 'success') return { status: 'success', data: events.data, error: null };
  return { status: 'pending', data: undefined, error: null };
}
