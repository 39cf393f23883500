import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Polled while a source publishes (spec 001 section 9: every 10 s). */
export const UPTIME_POLL_MS = 10_000;

/** The source's input bitrate, uptime and current viewers, from the encoder's real metrics. */
export function useUptime(eventId: string, streamId: string, enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['transcoderUptime', eventId, streamId],
    queryFn: () => backend.call('transcoderUptime', { eventId, streamId }),
    enabled,
    refetchInterval: enabled ? UPTIME_POLL_MS : false,
    retry: false,
  });
}
