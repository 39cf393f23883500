import type { ApiOutput } from '@domain/api/contracts';
import { useSiteBackend } from '../site-backend';
import { readSitePass } from '../site-pass';
import { usePolledCall, type Polled } from './use-polled-call';

/** How often a viewer's page asks whether the stream went on or off air. */
export const WATCH_POLL_MS = 10_000;

export type WatchedStream = ApiOutput<'watchStream'>;

/**
 * What a viewer's player plays now: the live HLS while on air, the recording once it is a VOD;
 * asked again at once when `onAir` (the cue log's word that viewers went on or off air) changes.
 * `onAnswer` hears each answer as it arrives (the cue key the page then listens by). Free of the
 * admin app's query cache: the public site's light entry uses it.
 */
export function useWatchStream(eventId: string, streamId: string, onAir?: boolean | null, onAnswer?: (answer: WatchedStream) => void): Polled<WatchedStream> {
  const { call } = useSiteBackend();
  return usePolledCall(
    `${eventId}/${streamId}`,
    async () => {
      const answer = await call('watchStream', { eventId, streamId, pass: readSitePass(eventId) });
      onAnswer?.(answer);
      return answer;
    },
    (last) => (last?.state === 'vod' ? null : WATCH_POLL_MS),
    onAir,
  );
}
