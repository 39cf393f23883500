import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** How often a viewer's page asks for new poll and Zoom cues while on air, like the slide cues. */
export const INJECTS_POLL_MS = 1000;

/** The stream's recent poll and Zoom cues (domain/polls/stream-injects), asked for again while live. */
export function useStreamInjects(eventId: string, streamId: string, live: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['streamInjects', eventId, streamId],
    queryFn: () => backend.call('streamInjects', { eventId, streamId }),
    refetchInterval: live ? INJECTS_POLL_MS : false,
    retry: 1,
  });
}
