import { hashKey, skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { noteError } from '../errors/session-expiry';

/** Starts a subscription; returns the function that ends it. */
export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: unknown) => void) => () => void;

export type LiveState<T> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

/**
 * The one owner of a live subscription: subscribes while mounted, writes every value into the
 * TanStack Query cache under `queryKey` (so other readers and later mounts see it at once) and
 * unsubscribes on cleanup. `subscribe` must depend only on what `queryKey` names; pass null to
 * wait (e.g. until a user id is known).
 */
export function useLiveSubscription<T>(queryKey: QueryKey, subscribe: Subscribe<T> | null): LiveState<T> {
  const queryClient = useQueryClient();
  const keyHash = hashKey(queryKey);
  const active = subscribe !== null;
  const [failure, setFailure] = useState<{ keyHash: string; error: unknown } | null>(null);

  const start = useEffectEvent(() =>
    subscribe?.(
      (value) => {
        setFailure(null);
        queryClient.setQueryData(queryKey, value);
      },
      (error) => {
        noteError(error);
        setFailure({ keyHash, error });
      },
    ),
  );
  // The key stands for the subscription: a new key (or activation) means a new subscription.
  useEffect(() => start(), [queryClient, keyHash, active]);

  const query = useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity });

  if (failure && failure.keyHash === keyHash) return { status: 'error', data: query.data, error: failure.error };
  if (query.status === 'success') return { status: 'success', data: query.data as T, error: null };
  return { status: 'pending', data: undefined, error: null };
}
