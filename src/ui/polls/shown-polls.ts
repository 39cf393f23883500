/**
 * The polls the page's Poll blocks show now (issue 29): the card under a stream's player leaves out
 * a poll the page already puts somewhere, so a viewer sees each poll once.
 */
import { useEffect, useSyncExternalStore } from 'react';

const shown = new Map<string, number>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((onChange) => onChange());

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Marks the poll as shown by a block on the page while the caller is mounted. */
export function useShowsPoll(pollId: string): void {
  useEffect(() => {
    shown.set(pollId, (shown.get(pollId) ?? 0) + 1);
    changed();
    return () => {
      const left = (shown.get(pollId) ?? 1) - 1;
      if (left > 0) shown.set(pollId, left);
      else shown.delete(pollId);
      changed();
    };
  }, [pollId]);
}

/** Whether a block on the page shows the poll. */
export function usePollShownOnPage(pollId: string | null): boolean {
  return useSyncExternalStore(subscribe, () => pollId !== null && shown.has(pollId));
}
