/**
 * Counting uses of something per key in a sliding window: sign-in attempts, sign-ups, mail,
 * audience messages. A caller takes from several windows at once (an account, an address and
 * everyone together) with `takeAll`, which either takes one use from each or from none. Node runs
 * it without an await between the check and the take, so requests that arrive together cannot
 * all pass a check that only one of them should.
 *
 * Kept in the memory of one server process. The embedded server is one process, so the limits
 * hold exactly there; the `/api` handlers reach them through a `LimitCounter` (limit-counter.ts),
 * which the Cloud Functions back with shared documents instead. A restart forgets every window,
 * which helps only someone who can restart the server anyway.
 */
export type SlidingWindowOptions = {
  limit: number;
  windowMs: number;
  /** Keys remembered at most; past it, expired windows go first, then the least recently active. */
  maxKeys?: number;
  now?: () => number;
};

export type SlidingWindow = {
  /** Uses allowed per key in a window. */
  readonly limit: number;
  /** Milliseconds until `key` has room for one more use; 0 when it has room now. */
  waitFor(key: string): number;
  /** Counts one use of `key` now (even past the limit: `takeAll` checks first). */
  take(key: string): void;
  /** Forgets the latest use of `key` (an attempt that turned out not to count). */
  refund(key: string): void;
  /** How many uses `key` has in the window now. */
  used(key: string): number;
  /** Forgets every use of `key` (whoever the limit protects has proved who they are). */
  forget(key: string): void;
  /** How many keys are remembered now. */
  size(): number;
};

const DEFAULT_MAX_KEYS = 50_000;

/**
 * Milliseconds until a key whose uses are `times` (oldest first, all inside the window) has room
 * for one more; 0 when it has room now. Room comes back when the use that fills the window leaves it.
 */
export function waitForRoom(times: readonly number[], limit: number, windowMs: number, at: number): number {
  if (times.length < limit) return 0;
  return Math.max(1, times[times.length - limit] + windowMs - at);
}

export function createSlidingWindow({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS, now = Date.now }: SlidingWindowOptions): SlidingWindow {
  // Insertion order is activity order: every use moves its key to the end.
  const windows = new Map<string, number[]>();

  const recent = (key: string, since: number) => (windows.get(key) ?? []).filter((t) => t > since);

  // Frees a tenth of the room at once, so that a flood of new keys pays for a scan only now and then.
  function evict(since: number) {
    for (const key of [...windows.keys()]) if (recent(key, since).length === 0) windows.delete(key);
    const keep = Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (windows.size <= keep) break;
      windows.delete(key);
    }
  }

  return {
    limit,
    waitFor(key) {
      const at = now();
      return waitForRoom(recent(key, at - windowMs), limit, windowMs, at);
    },
    take(key) {
      const at = now();
      const since = at - windowMs;
      const times = recent(key, since);
      windows.delete(key);
      if (windows.size >= maxKeys) evict(since);
      windows.set(key, [...times, at]);
    },
    refund(key) {
      const times = windows.get(key);
      if (!times?.length) return;
      if (times.length === 1) windows.delete(key);
      else windows.set(key, times.slice(0, -1));
    },
    used: (key) => recent(key, now() - windowMs).length,
    forget: (key) => void windows.delete(key),
    size: () => windows.size,
  };
}

/** One window and the key a request counts against in it. */
export type Quota = { window: SlidingWindow; key: string };

export type TakeResult = { ok: true; refund(): void } | { ok: false; retryAfterMs: number };

/**
 * Takes one use from every quota, or from none when any of them is full; then answers how long
 * until all of them have room.
 */
export function takeAll(quotas: readonly Quota[]): TakeResult {
  const retryAfterMs = Math.max(0, ...quotas.map((q) => q.window.waitFor(q.key)));
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  for (const q of quotas) q.window.take(q.key);
  let refunded = false;
  return {
    ok: true,
    refund() {
      if (refunded) return;
      refunded = true;
      for (const q of quotas) q.window.refund(q.key);
    },
  };
}

/**
 * The caller's own quota, and a ceiling shared by everyone once the caller is past a tenth of its
 * own limit: the ceiling counts and refuses only busy callers, so when a flood fills it, the
 * addresses sending the flood are refused and those that sent little are still served.
 */
export function withCeiling(own: Quota, shared: Quota): Quota[] {
  return belowCeiling(own.window.used(own.key), own.window.limit) ? [own] : [own, shared];
}

/** Whether a caller with `used` of its own `limit` is still spared the shared ceiling (`withCeiling`). */
export const belowCeiling = (used: number, limit: number) => used < Math.ceil(limit / 10);
