/** The measuring loop bench:live runs over each kind of listener (bench/live.ts). */

/** Hands every update's sequence number (null: not an update) to `deliver`, as it arrives. */
export type Listener = (deliver: (seq: number | null) => void) => void;

export type Round = { p50: number; p99: number; updatesPerSecond: number };

export const round = (n: number) => Math.round(n * 100) / 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The median and 99th percentile of some latencies, in ms. */
export function latencySummary(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/** Sends `updates` updates one after another; each completes when every listener has it. */
export async function measure(updates: number, listeners: Listener[], send: (seq: number) => void): Promise<Round> {
  const latencies: number[] = [];
  let pending = 0;
  let sentAt = 0;
  let currentSeq = -1;
  let done: () => void = () => {};
  for (const listen of listeners) {
    listen((seq) => {
      if (seq !== currentSeq) return;
      latencies.push(performance.now() - sentAt);
      if (--pending === 0) done();
    });
  }
  const started = performance.now();
  for (let seq = 0; seq < updates; seq++) {
    await new Promise<void>((resolve) => {
      done = resolve;
      pending = listeners.length;
      currentSeq = seq;
      sentAt = performance.now();
      send(seq);
    });
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), updatesPerSecond: round(updates / seconds) };
}
