import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../backend-context';

/** How often a viewer's page asks whether the stream went on or off air. */
export const WATCH_POLL_MS = 10_000;

/** What a viewer's player plays now: the live HLS while on air, the recording once it is a VOD. */
export function useWatchStream(eventId: string, streamId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['watchStream', eventId, streamId],
    queryFn: () => backend.call('watchStream', { eventId, streamId }),
    refetchInterval: (query) => (query.state.data?.state === 'vod' ? false : WATCH_POLL_MS),
    retry: 1,
  });
}
