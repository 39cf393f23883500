import { useMemo } from 'react';
import { DECKS, DEFAULT_ASPECT_RATIO } from '@domain/decks/deck';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';

export type ConsoleSlide = { url: string; aspectRatio: number };
export type ConsoleDeck = { id: string; title: string; slides: ConsoleSlide[] };

function readSlides(v: unknown): ConsoleSlide[] {
  if (!Array.isArray(v)) return [];
  return v.map((s) => {
    const slide = (s ?? {}) as { url?: unknown; aspectRatio?: unknown };
    return { url: typeof slide.url === 'string' ? slide.url : '', aspectRatio: typeof slide.aspectRatio === 'number' && slide.aspectRatio > 0 ? slide.aspectRatio : DEFAULT_ASPECT_RATIO };
  });
}

/** The event's decks as the console shows them (title and slide images), newest first, live. */
export function useConsoleDecks(eventId: string): { decks: ConsoleDeck[] | undefined; error: unknown } {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: DECKS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  const decks = useMemo(
    () =>
      live.data?.map((d) => {
        const data = (d.data ?? {}) as { title?: unknown; slides?: unknown };
        return { id: d.id, title: typeof data.title === 'string' ? data.title : '', slides: readSlides(data.slides) };
      }),
    [live.data],
  );
  return { decks, error: live.status === 'error' ? live.error : null };
}
