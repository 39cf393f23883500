/**
 * Operator action to every open device: N signed-out viewers listen to the stream's cue log and
 * a few operator consoles to the stream document, each over its own WebSocket, as the app's
 * pages do. The operator cuts slide 1, 2, 3... one after another over HTTP; each cut is timed from
 * sending the call to each device receiving it, and to the last device receiving it.
 */
import WebSocket from 'ws';
import { STREAM } from '@domain/streams/stream';
import { STREAM_CUES } from '@domain/livetool/stream-cues';

export type Fanout = { deliveries: number; perDevice: { p50: number; p99: number }; toEveryDevice: { p50: number; p99: number } };

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Opens a listener on `doc`; resolves once its first snapshot came. `indexOf` reads the slide index a snapshot shows. */
function listen(url: string, headers: Record<string, string>, doc: string, indexOf: (data: Record<string, unknown>) => number | null, onIndex: (index: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ op: 'sub', id: 1, target: { doc } })));
    let first = true;
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { t: string; doc?: { data: Record<string, unknown> | null } };
      if (frame.t !== 'doc') return;
      if (first) {
        first = false;
        resolve(ws);
        return;
      }
      const index = frame.doc?.data ? indexOf(frame.doc.data) : null;
      if (index !== null) onIndex(index);
    });
  });
}

const lastCueIndex = (data: Record<string, unknown>) => {
  const last = (Array.isArray(data.recent) ? data.recent.at(-1) : null) as { kind?: string; slide?: { index?: number } } | null;
  return last?.kind === 'slide' && typeof last.slide?.index === 'number' ? last.slide.index : null;
};
const programIndex = (data: Record<string, unknown>) => (typeof data.presenterCurrent === 'number' ? data.presenterCurrent : null);

type Options = {
  baseUrl: string;
  cookie: string;
  eventId: string;
  streamId: string;
  deckId: string;
  viewers: number;
  operators: number;
  cuts: number;
};

export async function measureFanout({ baseUrl, cookie, eventId, streamId, deckId, viewers, operators, cuts }: Options): Promise<Fanout> {
  const wsUrl = baseUrl.replace(/^http/, 'ws') + '/ws';
  let waitingFor = -1;
  let sentAt = 0;
  let pending = 0;
  let done: () => void = () => undefined;
  const perDevice: number[] = [];
  const onIndex = (index: number) => {
    if (index !== waitingFor) return;
    perDevice.push(performance.now() - sentAt);
    if (--pending === 0) done();
  };
  const sockets: WebSocket[] = [];
  // As a viewer's page does: the cue log's key from watchStream (the bench event's site is open).
  const watched = await fetch(`${baseUrl}/api/call/watchStream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId, streamId }) });
  if (!watched.ok) throw new Error(`watchStream failed: ${watched.status} ${await watched.text()}`);
  const { cueKey } = ((await watched.json()) as { result: { cueKey: string } }).result;
  // Opened in groups: a crowd arriving at once is not what is measured.
  for (let i = 0; i < viewers; i += 50) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, viewers - i) }, () => listen(wsUrl, {}, STREAM_CUES(eventId, streamId, cueKey), lastCueIndex, onIndex)))));
  }
  for (let i = 0; i < operators; i++) sockets.push(await listen(wsUrl, { cookie }, STREAM(eventId, streamId), programIndex, onIndex));
  const toEveryDevice: number[] = [];
  try {
    for (let index = 1; index <= cuts; index++) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`cut ${index} reached ${sockets.length - pending} of ${sockets.length} devices within 30 s`)), 30_000);
        done = () => {
          clearTimeout(timer);
          resolve();
        };
        waitingFor = index;
        pending = sockets.length;
        sentAt = performance.now();
        fetch(`${baseUrl}/api/call/cutSlide`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ eventId, streamId, deckId, index }) })
          .then(async (res) => {
            if (!res.ok) throw new Error(`cutSlide answered ${res.status}: ${await res.text()}`);
          })
          .catch((error: unknown) => {
            clearTimeout(timer);
            reject(error);
          });
      });
      toEveryDevice.push(performance.now() - sentAt);
    }
  } finally {
    for (const ws of sockets) ws.terminate();
  }
  perDevice.sort((a, b) => a - b);
  toEveryDevice.sort((a, b) => a - b);
  return {
    deliveries: perDevice.length,
    perDevice: { p50: round(percentile(perDevice, 50)), p99: round(percentile(perDevice, 99)) },
    toEveryDevice: { p50: round(percentile(toEveryDevice, 50)), p99: round(percentile(toEveryDevice, 99)) },
  };
}
