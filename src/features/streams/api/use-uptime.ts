import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Polled while a source publishes (spec 001 section 9: every 10 s; every 3 s in the picker's preview step). */
export const UPTIME_POLL_MS = 10_000;
export const PREVIEW_UPTIME_POLL_MS = 3_000;

/** The source's input bitrate, uptime and current viewers, from the encoder's real metrics. */
export function useUptime(eventId: string, streamId: string, enabled: boolean, intervalMs = UPTIME_POLL_MS) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['transcoderUptime', eventId, streamId],
    queryFn: () => backend.call('transcoderUptime', { eventId, streamId }),
    enabled,
    refetchInterval: enabled ? intervalMs : false,
    retry: false,
  });
}
