import { STREAM_VIEW_DAYS } from '@domain/streams/stream';
import { rangeStartDay, type AnalyticsRange, type DayFigures } from '@domain/streams/view-analytics';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

/** The stream's day figures in the range, live: one document per day the server keeps as viewers watch. */
export function useViewDays(eventId: string, streamId: string, range: AnalyticsRange, now: Date): LiveState<DayFigures[]> {
  const backend = useBackend();
  const start = rangeStartDay(range, now);
  const live = useLiveQuery(backend.docs, {
    path: STREAM_VIEW_DAYS(eventId, streamId),
    ...(start ? { where: [{ field: 'day', op: '>=', value: start }] } : {}),
    orderBy: [{ field: 'day', direction: 'asc' }],
  });
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { status: 'success', data: live.data.map((doc) => ({ day: doc.id, views: number(doc.data?.views), watchSeconds: number(doc.data?.watchSeconds) })), error: null };
}
