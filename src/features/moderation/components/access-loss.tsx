import { createContext, useContext, useEffect } from 'react';
import { errorCode } from '@/lib/errors/error-catalogue';
import type { LiveState } from '@/lib/live/use-live-subscription';

/**
 * A live query refused part-way (the link was replaced, the role removed) ends moderation for the
 * whole screen, not just for the panel that noticed: the screen listens here.
 */
export const AccessLossContext = createContext<(error: unknown) => void>(() => {});

/** True when the state is such a refusal; the screen is told once, and replaces everything below it. */
export function useReportAccessLoss(state: LiveState<unknown>): boolean {
  const report = useContext(AccessLossContext);
  const lost = state.status === 'error' && errorCode(state.error) === 'permission-denied';
  const { error } = state;
  useEffect(() => {
    if (lost) report(error);
  }, [lost, report, error]);
  return lost;
}
