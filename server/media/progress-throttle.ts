/** Progress is written at most this often, so a fast conversion does not flood the listeners. */
const PROGRESS_INTERVAL_MS = 700;

/**
 * A conversion's progress as the record gets it: whole percents below 100 (the end is the
 * `ready` write), only rising, at most once per interval. `write` gets each percent to store.
 */
export function throttledProgress(from: number, write: (percent: number) => void): (percent: number) => void {
  let lastWrite = 0;
  let lastPercent = from;
  return (percent) => {
    const rounded = Math.max(0, Math.min(99, Math.round(percent)));
    const now = Date.now();
    if (rounded <= lastPercent || now - lastWrite < PROGRESS_INTERVAL_MS) return;
    lastWrite = now;
    lastPercent = rounded;
    write(rounded);
  };
}
