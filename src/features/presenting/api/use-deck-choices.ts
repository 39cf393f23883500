import { DECKS } from '@domain/decks/deck';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

export type DeckChoice = { id: string; title: string };

const toChoices = (docs: DocSnapshot[]): DeckChoice[] =>
  docs.map((d) => {
    const title = (d.data as { title?: unknown } | undefined)?.title;
    return { id: d.id, title: typeof title === 'string' && title !== '' ? title : 'Untitled deck' };
  });

/** The event's decks, newest first, for the link form's deck field. */
export function useDeckChoices(eventId: string): LiveState<DeckChoice[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: DECKS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMappedLive(live, toChoices);
}
