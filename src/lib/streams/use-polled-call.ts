/**
 * A public call asked again every `everyMs` while `everyMs` is not null, without the admin app's
 * query cache (the site's light entry uses it): the last answer stays while the next is asked for.
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type Polled<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export function usePolledCall<T>(key: string, ask: () => Promise<T>, everyMs: (last: T | undefined) => number | null): Polled<T> {
  const [state, setState] = useState<{ key: string; polled: Polled<T> }>({ key, polled: { status: 'pending' } });
  const askNow = useEffectEvent(ask);
  const interval = useEffectEvent(everyMs);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: T | undefined;
    const run = () => {
      askNow().then(
        (data) => {
          if (stopped) return;
          last = data;
          setState({ key, polled: { status: 'success', data } });
          schedule();
        },
        (error: unknown) => {
          if (stopped) return;
          // An answer already shown stays: one failed refresh is not worth replacing it.
          if (last === undefined) setState({ key, polled: { status: 'error', error } });
          schedule();
        },
      );
    };
    const schedule = () => {
      const ms = interval(last);
      if (ms !== null) timer = setTimeout(run, ms);
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);
  return state.key === key ? state.polled : { status: 'pending' };
}
