import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode } from '@/lib/errors/error-catalogue';
import { noteError } from '@/lib/errors/session-expiry';

/** Failures worth a second try: the connection, not the request. */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'aborted']);

export function createQueryClient({ retries = 2 }: { retries?: number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: noteError }),
    mutationCache: new MutationCache({ onError: noteError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < retries && TRANSIENT.has(errorCode(error) ?? ''),
      },
      mutations: { retry: false },
    },
  });
}
