import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const anyFound = (docs: DocSnapshot[]) => docs.length > 0;

/**
 * Whether the event has a participant who is not disabled, live (one document read at most);
 * `ask` false reads nothing. Email protection lets only them in.
 */
export function useHasParticipants(eventId: string, ask: boolean): LiveState<boolean> {
  const backend = useBackend();
  const query = ask ? { path: PARTICIPANTS_COLLECTION(eventId), where: [{ field: 'disabled', op: '==' as const, value: false }], limit: 1 } : null;
  return useMappedLive(useLiveQuery(backend.docs, query), anyFound);
}
