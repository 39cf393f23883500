/**
 * The audience's per-sender rate limit: a sliding window of send times per sender key.
 *
 * Kept in the memory of one server process. The embedded server is one process, so the limit
 * holds exactly there; each Cloud Functions instance keeps its own window, so under load
 * spread over several instances a sender gets the limit once per instance. A restart forgets
 * every window, which helps only someone who can restart the server anyway.
 */
export type SenderRateLimiter = {
  /** Counts a send for `key` and answers true, or answers false (counting nothing) when the window is full. */
  tryTake(key: string): boolean;
  /** How many senders are remembered now. */
  size(): number;
};

export type SenderRateLimitOptions = {
  limit: number;
  windowMs: number;
  /** Senders remembered at most; past it, expired windows go first, then the least recently active. */
  maxKeys?: number;
  now?: () => number;
};

const DEFAULT_MAX_KEYS = 50_000;

export function createSenderRateLimiter({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS, now = Date.now }: SenderRateLimitOptions): SenderRateLimiter {
  // Insertion order is activity order: every send moves its key to the end.
  const windows = new Map<string, number[]>();

  const recent = (times: number[] | undefined, since: number) => (times ?? []).filter((t) => t > since);

  // Frees a tenth of the room at once, so that a flood of new keys pays for a scan only now and then.
  function evict(since: number) {
    for (const [key, times] of windows) if (recent(times, since).length === 0) windows.delete(key);
    const keep = Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (windows.size <= keep) break;
      windows.delete(key);
    }
  }

  return {
    tryTake(key) {
      const at = now();
      const since = at - windowMs;
      const times = recent(windows.get(key), since);
      if (times.length >= limit) return false;
      windows.delete(key);
      if (windows.size >= maxKeys) evict(since);
      windows.set(key, [...times, at]);
      return true;
    },
    size: () => windows.size,
  };
}
