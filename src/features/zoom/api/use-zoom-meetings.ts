import { readZoomMeeting, ZOOM_MEETINGS, type ZoomMeeting } from '@domain/zoom/zoom-meeting';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const byNewest = (a: ZoomMeeting, b: ZoomMeeting) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
const toMeetings = (docs: DocSnapshot[]) => docs.map((d) => readZoomMeeting(d.id, d.data as Record<string, unknown>)).sort(byNewest);

/** Spec 001 section 7: the event's Zoom meetings (zoomMeetings by resource), newest first. */
export function useZoomMeetings(eventId: string): LiveState<ZoomMeeting[]> {
  const backend = useBackend();
  const live = useLiveQuery(backend.docs, { path: ZOOM_MEETINGS, where: [{ field: 'resource', op: '==', value: eventId }] });
  return useMappedLive(live, toMeetings);
}
