/**
 * How the `/api` handlers count uses they limit (site passwords, registrations, presenter tokens):
 * the same all-or-nothing `takeAll` and per-address ceiling `withCeiling` as sliding-window.ts,
 * behind a port, because where the counts live depends on the provider. The embedded server is one
 * process and keeps them in memory (`createMemoryLimits`); every Cloud Functions instance has its
 * own memory, so there the counts live in documents all instances share (server/api/document-limits.ts).
 */
import { createSlidingWindow, takeAll, withCeiling, type Quota, type SlidingWindow, type TakeResult } from './sliding-window';

/** A limit: `limit` uses per key in `windowMs`; `name` keeps its keys apart from other limits'. */
export type WindowSpec = { readonly name: string; readonly limit: number; readonly windowMs: number };

/** One limit and the key a request counts against in it. */
export type Count = { window: WindowSpec; key: string };

export type CountResult = { ok: true; refund(): Promise<void> } | { ok: false; retryAfterMs: number };

export type LimitCounter = {
  /** Takes one use from every count, or from none when any of them is full (`takeAll`). */
  takeAll(counts: readonly Count[]): Promise<CountResult>;
  /**
   * The caller's own counts (one at least), and the shared one once the caller is busy
   * (`withCeiling`) in the last of its own: own counts in growing windows make a wait that grows
   * with the uses.
   */
  takeWithCeiling(own: readonly Count[], shared: Count): Promise<CountResult>;
};

/**
 * Counts in this process's sliding windows, one per limit. A window belongs to its limit's object,
 * so a handler made with limits of its own (a test's) counts apart from the others.
 */
export function createMemoryLimits(now: () => number = () => Date.now()): LimitCounter {
  const windows = new WeakMap<WindowSpec, SlidingWindow>();
  const quota = ({ window, key }: Count): Quota => {
    let made = windows.get(window);
    if (!made) windows.set(window, (made = createSlidingWindow({ ...window, now })));
    return { window: made, key };
  };
  const settled = (taken: TakeResult): CountResult => (taken.ok ? { ok: true, refund: async () => taken.refund() } : taken);
  // No await between the check and the take: requests that arrive together cannot all pass.
  return {
    takeAll: async (counts) => settled(takeAll(counts.map(quota))),
    takeWithCeiling: async (own, shared) => {
      const quotas = own.map(quota);
      return settled(takeAll([...quotas.slice(0, -1), ...withCeiling(quotas[quotas.length - 1], quota(shared))]));
    },
  };
}
