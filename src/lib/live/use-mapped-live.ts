import { useMemo } from 'react';
import type { LiveState } from './use-live-subscription';

/** The same live state with its data turned into what the screen shows, again only when the data changes. */
export function useMappedLive<T, U>(state: LiveState<T>, map: (data: T) => U): LiveState<U> {
  const { status, data, error } = state;
  // Pass a function defined once (at module level), so that the data alone decides when it runs again.
  return useMemo(() => {
    if (status === 'success') return { status, data: map(data as T), error: null };
    if (status === 'error') return { status, data: data === undefined ? undefined : map(data), error };
    return { status, data: undefined, error: null };
  }, [status, data, error, map]);
}
