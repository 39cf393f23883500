import { useQuery } from '@tanstack/react-query';
import { ENCODER_LINK } from '@domain/polls/encoder-link';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

const toToken = (snap: DocSnapshot) => (snap.exists && typeof (snap.data as { token?: unknown }).token === 'string' ? ((snap.data as { token: string }).token) : null);

/** The event's encoder link token, live (null while there is none); producers read it. */
export function useEncoderToken(eventId: string, enabled: boolean): LiveState<string | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, enabled ? ENCODER_LINK(eventId) : null), toToken);
}

/** Opens the slideshow's encoder link: from then on this client may read the event's polls and results. */
export function useOpenEncoderLink(eventId: string, token: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['encoder-link', eventId, token],
    queryFn: async () => {
      await backend.links.open('encoder', eventId, token ?? '');
      return true;
    },
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
