import { STREAM_VIEW_DAYS } from '@domain/streams/stream';
import { rangeStartDay, type AnalyticsRange, type DayFigures } from '@domain/streams/view-analytics';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const toDays = (docs: DocSnapshot[]): DayFigures[] => docs.map((doc) => ({ day: doc.id, views: number(doc.data?.views), watchSeconds: number(doc.data?.watchSeconds) }));

/** The stream's day figures in the range, live: one document per day the server keeps as viewers watch. */
export function useViewDays(eventId: string, streamId: string, range: AnalyticsRange, now: Date): LiveState<DayFigures[]> {
  const backend = useBackend();
  const start = rangeStartDay(range, now);
  const live = useLiveQuery(backend.docs, {
    path: STREAM_VIEW_DAYS(eventId, streamId),
    ...(start ? { where: [{ field: 'day', op: '>=', value: start }] } : {}),
    orderBy: [{ field: 'day', direction: 'asc' }],
  });
  return useMappedLive(live, toDays);
}
