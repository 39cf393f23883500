import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/**
 * Opens the event's moderation link (spec 001 section 6): the server checks the token and from
 * then on lets this client read and moderate the event's chats. Without a token nothing is opened
 * and the signed-in user's role decides.
 */
export function useModerationLink(eventId: string, token: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['moderation-link', eventId, token],
    queryFn: async () => {
      await backend.links.open('moderation', eventId, token ?? '');
      return true;
    },
    enabled: token !== null,
    staleTime: Infinity,
  });
}
