/**
 * A live subscription as the public site (and the viewer's pieces it shares with /watch) reads
 * it, without the admin app's query cache, so the site's entry stays light: subscribed while
 * mounted and while `key` stays the same.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type Live<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Subscribe<T> = (onNext: (value: T) => void, onError: (error: unknown) => void) => () => void;

const PENDING = { status: 'pending' } as const;

/** `key` names what `subscribe` reads; null waits. */
export function useLightLive<T>(key: string | null, subscribe: Subscribe<T>): Live<T> {
  const [state, setState] = useState<{ key: string | null; live: Live<T> }>({ key, live: PENDING });
  const start = useEffectEvent((forKey: string) =>
    subscribe(
      (data) => setState({ key: forKey, live: { status: 'success', data } }),
      (error) => setState({ key: forKey, live: { status: 'error', error } }),
    ),
  );
  useEffect(() => (key === null ? undefined : start(key)), [key]);
  return state.key === key ? state.live : PENDING;
}
