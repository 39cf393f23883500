import type { DocSnapshot } from '@/backend/port';
import { EVENT_STATES, type EventState } from '@domain/events/event-rules';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

/** What the console shows of its event: the public site's slug (Public view) and the event state (the state buttons). */
export type ConsoleEvent = { slug: string | null; state: EventState | null };

const toEvent = (snapshot: DocSnapshot): ConsoleEvent => {
  const data = snapshot.exists ? (snapshot.data ?? {}) : {};
  const slug = typeof data.slug === 'string' && data.slug !== '' ? data.slug : null;
  const state = (EVENT_STATES as readonly unknown[]).includes(data.state) ? (data.state as EventState) : null;
  return { slug, state };
};

export function useConsoleEvent(eventId: string): LiveState<ConsoleEvent> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, `events/${eventId}`), toEvent);
}
