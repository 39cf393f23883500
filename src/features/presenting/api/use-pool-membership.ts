import { useState } from 'react';
import type { Presenting } from '@domain/presenting/presenter-pool';

/**
 * Whether the operator took this presenter out of the pool (spec 001 section 4.5): once the
 * presenter has been seen in the pool, leaving it without asking means "disconnected by admin".
 * `expectOut` is set while the presenter leaves on their own.
 */
export function usePoolMembership(presenting: Presenting, presenterId: string, expectOut: boolean) {
  const inPool = presenting.pool.some((m) => m.id === presenterId);
  const [seen, setSeen] = useState(inPool);
  const [removed, setRemoved] = useState(false);
  if (inPool && !seen) setSeen(true);
  if (inPool && removed) setRemoved(false);
  if (!inPool && seen && !expectOut && !removed) {
    setSeen(false);
    setRemoved(true);
  }
  if (!inPool && seen && expectOut) setSeen(false);
  return { inPool, removed };
}
