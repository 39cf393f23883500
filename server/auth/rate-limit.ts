/**
 * Counts failed sign-ins per email and address in a sliding window. Kept in memory: a restart
 * forgets the counts, which only helps someone who can restart the server anyway.
 */
export type FailureLimiter = {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
};

export function createFailureLimiter(maxFailures: number, windowMs: number, now: () => number = Date.now): FailureLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const prune = () => {
    for (const key of [...failures.keys()]) recent(key);
  };

  return {
    isBlocked: (key) => recent(key).length >= maxFailures,
    recordFailure(key) {
      if (failures.size > 10_000) prune();
      failures.set(key, [...recent(key), now()]);
    },
    reset: (key) => void failures.delete(key),
  };
}
