import type { SlideCue } from '@domain/livetool/slide-cues';
import type { SiteBackend } from '@/backend/port';
import { usePolledCall } from './use-polled-call';

/** How often a viewer's page asks for new cuts while on air: well inside the player's delay behind live. */
export const CUES_POLL_MS = 1000;

/** The stream's recent slide cues (domain/livetool/slide-cues), asked for again while the stream is live; none while it is not. */
export function useSlideCues(call: SiteBackend['call'], eventId: string, streamId: string, live: boolean): SlideCue[] {
  const polled = usePolledCall(
    `${eventId}/${streamId}/${live}`,
    () => (live ? call('slideCues', { eventId, streamId }) : Promise.resolve({ cues: [] })),
    () => (live ? CUES_POLL_MS : null),
  );
  return polled.status === 'success' ? (polled.data.cues as SlideCue[]) : [];
}
