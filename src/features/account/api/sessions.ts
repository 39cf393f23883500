import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

const sessionsKey = ['auth', 'sessions'] as const;

/** The user's sessions, where the provider keeps a list (null where it does not). */
export function useSessions() {
  const backend = useBackend();
  const list = backend.auth.sessions;
  return {
    available: list !== null,
    query: useQuery({ queryKey: sessionsKey, queryFn: () => (list ? list.list() : Promise.resolve([])), enabled: list !== null }),
  };
}

export function useEndSession() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => {
      if (!backend.auth.sessions) throw new Error('This provider keeps no session list.');
      return backend.auth.sessions.end(sessionId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session of the user, this one included. */
export function useSignOutEverywhere(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.auth.signOutEverywhere(), onSuccess: options.onSuccess });
}
