/**
 * bench:import's page: reads a file through the import's own Web Worker client, as the Import
 * step does, and watches the main thread's long tasks meanwhile.
 */
import { ImportWorker } from '@/features/participants-import/api/import-worker-client';

type Measured = { seconds: number; rows: number; valid: number; invalid: number; longestTaskMs: number; progressEvents: number };

let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask' });

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

async function measure(url: string, name: string): Promise<Measured> {
  const file = new File([await (await fetch(url)).blob()], name);
  await nextFrames();
  longest = 0;
  let progressEvents = 0;
  const worker = new ImportWorker();
  const started = performance.now();
  const summary = await worker.read(file, {}, () => {
    progressEvents += 1;
    document.getElementById('state')!.textContent = `progress ${progressEvents}`;
  });
  const seconds = (performance.now() - started) / 1000;
  worker.stop();
  await nextFrames();
  return { seconds, rows: summary.rowCount, valid: summary.check.validCount, invalid: summary.check.invalidCount, longestTaskMs: longest, progressEvents };
}

Object.assign(window, { benchMeasure: measure });
document.getElementById('state')!.textContent = 'ready';
