import { EVENT_SITE, type EventSite } from '@domain/pages/event-site';
import type { DocData, DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toSite = (snap: DocSnapshot<DocData>) => (snap.exists && snap.data ? (snap.data as unknown as EventSite) : null);

/** The event's look as its site shows it (colours, font, custom CSS, state), for the preview. */
export function useSiteLook(eventId: string): LiveState<EventSite | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, EVENT_SITE(eventId)), toSite);
}
