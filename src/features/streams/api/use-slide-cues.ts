import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** How often a viewer's page asks for new cuts while on air: well inside the player's delay behind live. */
export const CUES_POLL_MS = 1000;

/** The stream's recent slide cues (domain/livetool/slide-cues), asked for again while the stream is live. */
export function useSlideCues(eventId: string, streamId: string, live: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['slideCues', eventId, streamId],
    queryFn: () => backend.call('slideCues', { eventId, streamId }),
    refetchInterval: live ? CUES_POLL_MS : false,
    retry: 1,
  });
}
