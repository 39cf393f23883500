/**
 * Conversions wait their turn: at most `concurrency` run at once, the rest in arrival order, so
 * ten uploads at once do not take every core from the live server. Each running job gets a slot
 * number (0 .. concurrency-1), which LibreOffice uses to pick a user profile no other running job
 * holds. A job is keyed by its media id: the same id queued twice runs once.
 */
export type Job = {
  key: string;
  run(slot: number, signal: AbortSignal): Promise<void>;
};

export type JobQueue = {
  add(job: Job): void;
  /** Whether a job with this key is waiting or running. */
  has(key: string): boolean;
  /** Stops the running jobs and drops the waiting ones; resolves when the running ones ended. */
  close(): Promise<void>;
  /** Resolves when nothing is waiting or running (tests, benchmarks). */
  idle(): Promise<void>;
};

export function createJobQueue(concurrency: number, onError: (key: string, error: unknown) => void): JobQueue {
  const waiting: Job[] = [];
  const running = new Map<string, { done: Promise<void>; controller: AbortController }>();
  const freeSlots = Array.from({ length: concurrency }, (_, i) => i);
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (waiting.length || running.size) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  function pump(): void {
    while (!closed && waiting.length && freeSlots.length) {
      const job = waiting.shift()!;
      const slot = freeSlots.shift()!;
      const controller = new AbortController();
      const done = (async () => {
        try {
          await job.run(slot, controller.signal);
        } catch (error) {
          onError(job.key, error);
        } finally {
          running.delete(job.key);
          freeSlots.push(slot);
          freeSlots.sort((a, b) => a - b);
          pump();
          checkIdle();
        }
      })();
      running.set(job.key, { done, controller });
    }
  }

  return {
    add(job) {
      if (closed || running.has(job.key) || waiting.some((j) => j.key === job.key)) return;
      waiting.push(job);
      pump();
    },
    has: (key) => running.has(key) || waiting.some((j) => j.key === key),
    async close() {
      closed = true;
      waiting.length = 0;
      const ends = [...running.values()];
      for (const { controller } of ends) controller.abort();
      await Promise.all(ends.map((r) => r.done));
      checkIdle();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      }),
  };
}
