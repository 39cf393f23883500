/** The dashboard's writes to `events/{eventId}` (spec 000 sections 4.1, 4.2 and 7.2). */
import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import type { EventState } from '@domain/events/event-rules';

export function useChangeEventState(eventId: string) {
  const backend = useBackend();
  return useMutation({ mutationFn: (state: EventState) => backend.docs.update(`events/${eventId}`, { state }) });
}

/** Why a refresh did not happen: the page list could not be read, or the write failed. */
export type RefreshOutcome = 'refreshed' | 'pages-unavailable' | 'failed';

/** A new token on the event makes the viewers' pages reload; it needs the page list to be readable. */
export function useRefreshEventPage(eventId: string) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (): Promise<RefreshOutcome> => {
      try {
        await backend.docs.list({ path: `events/${eventId}/pages` });
      } catch {
        return 'pages-unavailable';
      }
      try {
        await backend.docs.update(`events/${eventId}`, { refresh: crypto.randomUUID() });
        return 'refreshed';
      } catch {
        return 'failed';
      }
    },
  });
}
