import { useMemo } from 'react';
import { DECKS, DEFAULT_ASPECT_RATIO, isMissing, type PresentIds } from '@domain/decks/deck';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { usePresentIds } from '@/lib/media/use-event-presentations';

/** `missing`: its presentation was deleted from the media bank, so it has no image to show or cut. */
export type ConsoleSlide = { url: string; aspectRatio: number; notes: string; missing: boolean };
export type ConsoleDeck = { id: string; title: string; slides: ConsoleSlide[] };

function readSlides(v: unknown, present: PresentIds): ConsoleSlide[] {
  if (!Array.isArray(v)) return [];
  return v.map((s) => {
    const slide = (s ?? {}) as { url?: unknown; aspectRatio?: unknown; notes?: unknown; presentation?: unknown };
    return {
      url: typeof slide.url === 'string' ? slide.url : '',
      aspectRatio: typeof slide.aspectRatio === 'number' && slide.aspectRatio > 0 ? slide.aspectRatio : DEFAULT_ASPECT_RATIO,
      notes: typeof slide.notes === 'string' ? slide.notes : '',
      missing: typeof slide.presentation === 'string' && isMissing({ presentation: slide.presentation }, present),
    };
  });
}

/** The event's decks as the console shows them (title, slide images and notes), newest first, live. */
export function useConsoleDecks(eventId: string): { decks: ConsoleDeck[] | undefined; error: unknown } {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: DECKS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] });
  const present = usePresentIds(eventId);
  const decks = useMemo(
    () =>
      live.data?.map((d) => {
        const data = (d.data ?? {}) as { title?: unknown; slides?: unknown };
        return { id: d.id, title: typeof data.title === 'string' ? data.title : '', slides: readSlides(data.slides, present) };
      }),
    [live.data, present],
  );
  return { decks, error: live.status === 'error' ? live.error : null };
}
