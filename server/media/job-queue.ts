/**
 * Conversions wait their turn: at most `concurrency` run at once, the rest in arrival order, so
 * ten uploads at once do not take every core from the live server. A job is keyed (a media id, a
 * converter service request): the same key queued twice runs once.
 */
export type Job = {
  key: string;
  run(signal: AbortSignal): Promise<void>;
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
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const checkIdle = () => {
    if (waiting.length || running.size) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  function pump(): void {
    while (!closed && waiting.length && running.size < concurrency) {
      const job = waiting.shift()!;
      const controller = new AbortController();
      const done = (async () => {
        try {
          await job.run(controller.signal);
        } catch (error) {
          onError(job.key, error);
        } finally {
          running.delete(job.key);
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
