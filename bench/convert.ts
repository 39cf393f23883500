/**
 * bench:convert — media conversion on the embedded server (issue 11's benchmark).
 *
 * A real server on a temporary data folder converts, through its upload endpoint and its queue:
 *   1. a 20-slide pptx with speaker notes (pptxgenjs): LibreOffice to PDF, poppler to PNG, notes;
 *   2. a 100-page pdf: poppler to PNG;
 *   3. ten uploads at once (five 10-slide pptx, five 10-page pdf) while a live listener, signed in
 *      through the local provider as the app is, receives a document written every 100 ms; its
 *      delay (write to delivery) is measured before and during the conversions.
 * Seconds run from the upload request to the record's `ready` (wall time, so other work on the
 * machine shows in them: the load average is printed; the converters' own CPU seconds too). Peak memory is the largest sum of
 * resident memory of the server's child processes (the converters), sampled every 50 ms.
 * Targets: pptx < 5 s, pdf < 10 s, listener p99 during conversions within 2x of before.
 * Last line: one JSON object.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import WebSocket from 'ws';
import { makePdf, makePptx } from '@server/media/testing/media-fixtures';
import { MediaServer } from '@server/media/testing/media-server';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';

const TARGETS = { pptxSeconds: 5, pdfSeconds: 10, listenerP99Ratio: 2 };
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Resident memory (bytes) of every process below `root`, summed. */
function descendantsRss(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      rss.set(Number(name), Number(fields[21]) * 4096);
    } catch {
      // The process ended meanwhile.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    let p = parents.get(pid);
    while (p && p !== root) p = parents.get(p);
    if (p === root) total += bytes;
  }
  return total;
}

/** CPU seconds used by this process's finished children (the converters), from /proc/self/stat. */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function samplePeak(): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, descendantsRss(process.pid))), 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

async function timedConversion(media: MediaServer, name: string, body: Uint8Array) {
  const sampler = samplePeak();
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const record = await media.uploadAndProcess(name, body);
  const seconds = (performance.now() - started) / 1000;
  const peakMb = sampler.stop() / 1024 ** 2;
  if (record.status !== 'ready') throw new Error(`${name} ended ${record.status}: ${record.error}`);
  return { seconds: round(seconds), cpuSeconds: round(childCpuSeconds() - cpuBefore), peakMemoryMb: round(peakMb, 0), pages: record.fileList?.length ?? 0 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const media = new MediaServer();
  await media.start();
  const listener = createLocalBackend({ baseUrl: media.server.url, transport: createNodeTransport({ WebSocket }) });
  try {
    const pptx = await timedConversion(media, 'Bench deck.pptx', await makePptx(20));
    console.log(`machine load average at start: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`pptx, 20 slides: ${pptx.seconds} s (converters' CPU ${pptx.cpuSeconds} s), peak ${pptx.peakMemoryMb} MB`);
    const pdf = await timedConversion(media, 'Bench report.pdf', await makePdf(100));
    console.log(`pdf, 100 pages: ${pdf.seconds} s (converters' CPU ${pdf.cpuSeconds} s), peak ${pdf.peakMemoryMb} MB`);

    await listener.auth.signIn('viewer@example.com', 'correct horse');
    const path = `notes/${media.eventId}`;
    let delays: number[] = [];
    const unsubscribe = listener.docs.subscribeDoc(path, (snap) => {
      const sent = snap.data?.sentAt;
      if (typeof sent === 'number') delays.push(performance.timeOrigin + performance.now() - sent);
    });
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await media.server.running.engine.commit([{ type: 'set', path, data: { notes: 'bench', sentAt: performance.timeOrigin + performance.now() } }]);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const before = delays;
    delays = [];

    const bodies = await Promise.all(Array.from({ length: 10 }, async (_, i) => (i % 2 ? makePdf(10) : makePptx(10))));
    const sampler = samplePeak();
    const started = performance.now();
    const answers = await Promise.all(bodies.map((body, i) => media.upload(media.producer, `Batch ${i}.${i % 2 ? 'pdf' : 'pptx'}`, body)));
    if (answers.some((a) => a.status !== 200)) throw new Error(`a batch upload was refused: ${answers.map((a) => a.status)}`);
    await media.server.running.mediaIdle();
    const batchSeconds = (performance.now() - started) / 1000;
    const batchPeak = sampler.stop() / 1024 ** 2;
    const during = delays;
    writing = false;
    await writer;
    unsubscribe();
    const records = await Promise.all(answers.map((a) => media.record(a.json.processId)));
    if (records.some((r) => r.status !== 'ready')) throw new Error('a batch conversion did not end ready');

    const listenerBefore = { p50: round(percentile(before, 50), 1), p99: round(percentile(before, 99), 1), samples: before.length };
    const listenerDuring = { p50: round(percentile(during, 50), 1), p99: round(percentile(during, 99), 1), samples: during.length };
    const ratio = round(listenerDuring.p99 / Math.max(listenerBefore.p99, 1));
    console.log(`ten uploads at once: ${round(batchSeconds)} s, peak ${round(batchPeak, 0)} MB`);
    console.log(`live listener delay, ms: before p50 ${listenerBefore.p50} p99 ${listenerBefore.p99}; during p50 ${listenerDuring.p50} p99 ${listenerDuring.p99} (x${ratio})`);
    const met = {
      pptx: pptx.seconds < TARGETS.pptxSeconds,
      pdf: pdf.seconds < TARGETS.pdfSeconds,
      listener: ratio <= TARGETS.listenerP99Ratio,
    };
    console.log(
      JSON.stringify({
        bench: 'convert',
        loadAverage: round(loadavg()[0], 1),
        pptx20: pptx,
        pdf100: pdf,
        tenUploads: { seconds: round(batchSeconds), peakMemoryMb: round(batchPeak, 0) },
        listenerMs: { before: listenerBefore, during: listenerDuring, p99Ratio: ratio },
        targets: TARGETS,
        met,
      }),
    );
  } finally {
    await listener.dispose();
    await media.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
