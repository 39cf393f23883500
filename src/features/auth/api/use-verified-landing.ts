import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The server sends a followed verification link to `/?verified=1`. */
const PARAM = 'verified';

/**
 * Whether this page was reached through a verification link, and a way to drop the marker once
 * the user has been told, so a reload or a shared URL does not say it again.
 */
export function useVerifiedLanding(): { landed: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const dismiss = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { landed: params.get(PARAM) === '1', dismiss };
}
