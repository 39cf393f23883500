/**
 * The analytics cards' figures (spec 000 section 2.10): one aggregate per card (count, or the sum
 * of watch time) for the chosen window, never the records themselves. They are asked again
 * every ANALYTICS_REFRESH_MS while the cards are shown, and at once when the window changes.
 */
import { useQuery } from '@tanstack/react-query';
import { analyticsRequests, figureOf, type AnalyticsFigures, type AnalyticsWindow } from '@domain/events/analytics';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';

/** How often the shown figures are brought up to date (new visits keep arriving during an event). */
export const ANALYTICS_REFRESH_MS = 60_000;

export async function getAnalytics(backend: Backend, eventId: string, window: AnalyticsWindow, now: Date): Promise<AnalyticsFigures> {
  const requests = analyticsRequests(eventId, window, now);
  const answers = await Promise.all(requests.map((r) => backend.docs.aggregate(r.query, r.spec)));
  return Object.fromEntries(requests.map((r, i) => [r.card, figureOf(r, answers[i])])) as AnalyticsFigures;
}

export const analyticsQueryKey = (eventId: string, window: AnalyticsWindow) => ['analytics', eventId, window] as const;

export function useAnalytics(eventId: string, window: AnalyticsWindow) {
  const backend = useBackend();
  return useQuery({
    queryKey: analyticsQueryKey(eventId, window),
    // The window ends now, at each fetch: a refetch moves it along.
    queryFn: () => getAnalytics(backend, eventId, window, new Date()),
    refetchInterval: ANALYTICS_REFRESH_MS,
    retry: false,
  });
}
