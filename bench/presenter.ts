/**
 * bench:presenter — from a presenter's click to the slide on the operator console and on 500
 * viewers (issue 15). The embedded server runs in its own process, as in production. A presenter
 * holding a link presses Next / Previous (`presentSlide`, the operator's cut path); the operator's
 * console listens to the stream document, 500 signed-out viewers to the stream's cue log. For each
 * press the bench records the time from sending the call to each listener's frame showing it.
 * Last line: one JSON object with all figures.
 *
 * The stream is put on air by writing its live flags into the database while the server is
 * stopped (going live needs a publishing source, which this bench is not about).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { STREAM_CUES } from '@domain/livetool/stream-cues';
import { createEngine } from '@server/db/create-engine';
import { round } from './live-measure';
import { benchAccount } from './support/bench-account';
import { newDeckDoc } from './support/deck-doc';

const PRESSES = Number(process.env.BENCH_PRESSES ?? 100);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 500);
const root = new URL('..', import.meta.url).pathname;

type Server = { child: ChildProcess; base: string; ws: string };

function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], { env: { ...process.env, PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at http:\/\/([^\s:]+):(\d+)/);
      if (match) resolve({ child, base: `http://127.0.0.1:${match[2]}`, ws: `ws://127.0.0.1:${match[2]}/ws` });
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready:\n${out}`)));
  });
}

function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

async function call(base: string, name: string, input: unknown, cookie = ''): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any -- the bench reads a few fields of each answer
  const res = await fetch(`${base}/api/call/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(input) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${text}`);
  return JSON.parse(text).result;
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Subscribes to a document; `read` turns each of its snapshots into what the bench waits for. */
function listen(ws: WebSocket, doc: string, read: (data: Record<string, unknown>) => number | null, onValue: (value: number | null) => void): Promise<void> {
  return new Promise((resolve) => {
    let first = true;
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.t !== 'doc') return;
      if (first) {
        first = false;
        resolve();
      }
      onValue(frame.doc?.data ? read(frame.doc.data) : null);
    });
    ws.send(JSON.stringify({ op: 'sub', id: 1, target: { doc } }));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), samples: sorted.length };
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-presenter-'));
  let server = await startServer(dataDir);
  try {
    // A producer's event, stream, three-slide deck and presenter link.
    const { cookie, uid } = await benchAccount(server.base, dataDir, `bench-${Date.now()}@example.com`);
    const { eventId } = await call(server.base, 'createEvent', { title: 'Bench event', slug: `bench-${Date.now()}`, language: 'en', organizationId: null }, cookie);
    const { streamId } = await call(server.base, 'createStream', { eventId, stream: { title: 'Bench stream', streamType: 'videocast', videoStream: false } }, cookie);
    const owner = await open(server.ws, { cookie });
    const deckId = 'bench-deck';
    const slides = [0, 1, 2].map((index) => ({ url: `https://files.example/s${index}.png`, notes: '', aspectRatio: 16 / 9 }));
    await new Promise<void>((resolve, reject) => {
      owner.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.t === 'res' && frame.id === 1) (frame.ok ? resolve : () => reject(new Error(JSON.stringify(frame))))();
      });
      owner.send(JSON.stringify({ op: 'write', id: 1, ops: [{ type: 'set', path: `events/${eventId}/decks/${deckId}`, data: newDeckDoc(eventId, uid, 'Bench deck', slides) }] }));
    });
    owner.terminate();
    await call(server.base, 'chooseDeck', { eventId, streamId, deckId }, cookie);
    const { linkId, token } = await call(server.base, 'savePresenterLink', { eventId, streamId, link: { name: 'Bench presenter', email: '', time: 30, deckId, chat: false, notes: false, controls: true, expiry: 'never' } }, cookie);

    await stopServer(server);
    const engine = await createEngine({ dataDir });
    try {
      await engine.commit([{ type: 'update', path: `events/${eventId}/streams/${streamId}`, data: { live: true, streamLive: true, dropLive: false } }]);
    } finally {
      await engine.close();
    }
    server = await startServer(dataDir);

    const link = { linkId, token, eventId, streamId };
    await call(server.base, 'joinPresenting', { ...link, name: '' });
    // The page that took control carries its seat's key with every move.
    const { seatKey } = await call(server.base, 'takePresenterControl', link);
    const credential = { ...link, seatKey };

    // The operator console's listener and the viewers' (signed out).
    let sentAt = 0;
    let wanted = { index: -1, seq: -1 };
    let pending = 0;
    let done: () => void = () => {};
    const consoleLatencies: number[] = [];
    const viewerLatencies: number[] = [];
    const arrived = (list: number[]) => {
      list.push(performance.now() - sentAt);
      if (--pending === 0) done();
    };
    const operator = await open(server.ws, { cookie });
    await listen(operator, `events/${eventId}/streams/${streamId}`, (d) => (typeof d.presenterCurrent === 'number' ? d.presenterCurrent : null), (index) => {
      if (pending > 0 && index === wanted.index) arrived(consoleLatencies);
    });
    const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => open(server.ws)));
    // As a viewer's page does: the cue log's key from watchStream (this event's site is open).
    const { cueKey } = await call(server.base, 'watchStream', { eventId, streamId });
    await Promise.all(
      viewers.map((ws) => {
        let seen = 0;
        return listen(ws, STREAM_CUES(eventId, streamId, cueKey), (d) => (typeof d.seq === 'number' ? d.seq : null), (seq) => {
          if (pending > 0 && seq !== null && seq >= wanted.seq && seen < wanted.seq) {
            seen = seq;
            arrived(viewerLatencies);
          }
        });
      }),
    );

    let at = 0;
    let seq = 0;
    const started = performance.now();
    for (let press = 0; press < PRESSES; press++) {
      const index = at === 2 ? 1 : at + 1;
      await new Promise<void>((resolve, reject) => {
        done = resolve;
        wanted = { index, seq: seq + 1 };
        pending = 1 + VIEWERS;
        sentAt = performance.now();
        call(server.base, 'presentSlide', { ...credential, index, from: at }).then((result) => {
          if (result.seq !== seq + 1) reject(new Error(`press ${press}: expected cue ${seq + 1}, got ${JSON.stringify(result)}`));
        }, reject);
      });
      at = index;
      seq += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    for (const ws of [...viewers, operator]) ws.terminate();

    const result = { presses: PRESSES, viewers: VIEWERS, pressesPerSecond: round(PRESSES / seconds), console: figures(consoleLatencies), viewers500: figures(viewerLatencies) };
    console.log(`presenter click to the operator console: p50 ${result.console.p50Ms} ms, p99 ${result.console.p99Ms} ms (${result.console.samples} samples)`);
    console.log(`presenter click to ${VIEWERS} viewers: p50 ${result.viewers500.p50Ms} ms, p99 ${result.viewers500.p99Ms} ms (${result.viewers500.samples} samples); target p99 under 250 ms`);
    console.log(JSON.stringify(result));
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
