import { useMemo } from 'react';
import { AGENDA } from '@domain/agenda/agenda-item';
import { DECKS } from '@domain/decks/deck';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { useEventPresentations } from '@/lib/media/use-event-presentations';
import { toDeck, type Deck } from '../model/deck-row';

const toDecks = (docs: DocSnapshot[]) => docs.map((d) => toDeck(d.id, d.data));

export function useDecks(eventId: string): LiveState<Deck[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: DECKS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMappedLive(live, toDecks);
}

export type Presentation = { id: string; name: string; slides: { url: string; notes: string }[]; thumbnail: string; ready: boolean };

function toPresentation(d: DocSnapshot): Presentation {
  const data = (d.data ?? {}) as { name?: string; slides?: { url: string; notes: string }[]; thumbnail?: string; status?: string };
  return { id: d.id, name: data.name ?? '', slides: data.slides ?? [], thumbnail: data.thumbnail ?? '', ready: data.status === 'ready' };
}
const toPresentations = (docs: DocSnapshot[]) => docs.map(toPresentation);

/** Spec 002 section 7: the event's documents (materials), newest first. */
export function usePresentations(eventId: string): LiveState<Presentation[]> {
  return useMappedLive(useEventPresentations(eventId), toPresentations);
}

/** How many streams show each deck (spec 002 section 2: the Decks table's counts). */
export function useStreamCounts(eventId: string): Map<string, number> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: `events/${eventId}/streams` });
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of live.data ?? []) {
      const deckId = (s.data as { deckID?: unknown } | undefined)?.deckID;
      if (typeof deckId === 'string') counts.set(deckId, (counts.get(deckId) ?? 0) + 1);
    }
    return counts;
  }, [live.data]);
}

export type AgendaLink = { id: string; title: string };

/** The agenda items that show each deck (spec 002 section 2: the Decks table links to /agenda/{id}). */
export function useAgendaLinks(eventId: string): Map<string, AgendaLink[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: AGENDA(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  return useMemo(() => {
    const links = new Map<string, AgendaLink[]>();
    for (const item of live.data ?? []) {
      const { deck, title } = (item.data ?? {}) as { deck?: unknown; title?: unknown };
      if (typeof deck === 'string') links.set(deck, [...(links.get(deck) ?? []), { id: item.id, title: typeof title === 'string' ? title : '' }]);
    }
    return links;
  }, [live.data]);
}
