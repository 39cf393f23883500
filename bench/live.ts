/**
 * bench:live — write-to-listener latency of the embedded server's live document listeners.
 *
 * One writer updates a document that N WebSocket clients listen to (N = 100, then 500). For
 * each update the bench records, per listener, the time from sending the write to receiving the
 * snapshot, and the time until the writer's own acknowledgement (the commit, durable on disk);
 * then does the same over a bare `ws` broadcast of the same payload (the floor). The server runs
 * twice, as `npm start` runs it: on PGlite in its data folder (`pglite`), then on a throwaway
 * PostgreSQL 15 cluster through DATABASE_URL (`postgres`, fsync and synchronous_commit on). The
 * server and the bare broadcast each run in their own process, as in production. Then the cost
 * of durability itself: one small commit timed with and without it on each driver
 * (bench/commit-durability.ts). Then the
 * same fan-out against the Firestore emulator (bench/live-firebase.ts), printed beside the local figures.
 * Last line: one JSON object with all figures (the top-level listenersN are PGlite's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startCluster } from '@tests/postgres/cluster';
import { benchCommitDurability } from './commit-durability';
import { benchFirebase } from './live-firebase';
import { latencySummary, measure, round, type Listener, type Round } from './live-measure';
import { benchAccount } from './support/bench-account';

const UPDATES = Number(process.env.BENCH_UPDATES ?? 200);
const LISTENER_COUNTS = [100, 500];
const root = new URL('..', import.meta.url).pathname;

function startChild(script: string, env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(ready);
      if (match) resolve({ child, match });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready:\n${out}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

function open(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const listenTo =
  (ws: WebSocket, seqOf: (frame: string) => number | null): Listener =>
  (deliver) =>
    ws.on('message', (data) => deliver(seqOf(data.toString())));

type ServerRound = Round & { lastFrame: string; ack: { p50: number; p99: number } };

async function benchServer(n: number, wsUrl: string, cookie: string, uid: string): Promise<ServerRound> {
  const headers = { cookie };
  const path = `users/${uid}`;
  const listeners = await Promise.all(Array.from({ length: n }, () => open(wsUrl, headers)));
  await Promise.all(
    listeners.map(
      (ws) =>
        new Promise<void>((resolve) => {
          const onFrame = (data: WebSocket.RawData) => {
            const frame = JSON.parse(data.toString());
            if (frame.t === 'doc') {
              ws.off('message', onFrame);
              resolve();
            }
          };
          ws.on('message', onFrame);
          ws.send(JSON.stringify({ op: 'sub', id: 1, target: { doc: path } }));
        }),
    ),
  );
  const writer = await open(wsUrl, headers);
  let lastFrame = '';
  let nextId = 10;
  const sentAt = new Map<number, number>();
  const acks: number[] = [];
  writer.on('message', (data) => {
    const frame = JSON.parse(data.toString());
    const at = frame.t === 'res' && frame.ok ? sentAt.get(frame.id) : undefined;
    if (at !== undefined) acks.push(performance.now() - at);
  });
  const seqOf = (text: string) => {
    const frame = JSON.parse(text);
    if (frame.t !== 'doc') return null;
    lastFrame = text;
    return Number(String(frame.doc.data.username).slice(1));
  };
  const result = await measure(UPDATES, listeners.map((ws) => listenTo(ws, seqOf)), (seq) => {
    const id = nextId++;
    sentAt.set(id, performance.now());
    writer.send(JSON.stringify({ op: 'write', id, ops: [{ type: 'update', path, data: { username: `u${seq}` } }] }));
  });
  for (const ws of [...listeners, writer]) ws.terminate();
  return { ...result, lastFrame, ack: latencySummary(acks) };
}

async function benchBare(n: number, port: number, payloadTemplate: string): Promise<Round> {
  const listeners = await Promise.all(Array.from({ length: n }, () => open(`ws://127.0.0.1:${port}/listener`)));
  const writer = await open(`ws://127.0.0.1:${port}/writer`);
  await new Promise((r) => setTimeout(r, 200));
  const seqOf = (text: string) => Number(String(JSON.parse(text).doc.data.username).slice(1));
  const result = await measure(UPDATES, listeners.map((ws) => listenTo(ws, seqOf)), (seq) => writer.send(payloadTemplate.replace('"username":"u0"', `"username":"u${seq}"`)));
  for (const ws of [...listeners, writer]) ws.terminate();
  return result;
}

/** The embedded server as `npm start` runs it, on PGlite (no DATABASE_URL) or on `databaseUrl`; every listener count. */
async function benchDriver(databaseUrl: string | undefined): Promise<Record<number, ServerRound>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const env = { PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: databaseUrl ?? '' };
  const server = await startChild('server/main.ts', env, /running at http:\/\/([^\s:]+):(\d+)/);
  const port = Number(server.match[2]);
  try {
    const { cookie, uid } = await benchAccount(`http://127.0.0.1:${port}`, dataDir, `bench-${Date.now()}@example.com`);
    const rounds: Record<number, ServerRound> = {};
    for (const n of LISTENER_COUNTS) rounds[n] = await benchServer(n, `ws://127.0.0.1:${port}/ws`, cookie, uid);
    return rounds;
  } finally {
    await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figuresOf = (r: ServerRound) => ({ p50Ms: r.p50, p99Ms: r.p99, updatesPerSecond: r.updatesPerSecond, commitAckP50Ms: r.ack.p50, commitAckP99Ms: r.ack.p99 });
const line = (r: ServerRound) => `p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.updatesPerSecond} updates/s, commit acknowledged p50 ${r.ack.p50} ms / p99 ${r.ack.p99} ms`;

async function main() {
  const bare = await startChild('bench/bare-broadcast-server.ts', {}, /PORT (\d+)/);
  const cluster = await startCluster();
  try {
    const pglite = await benchDriver(undefined);
    const postgres = await benchDriver(await cluster.createDatabase());
    const figures: Record<string, unknown> = { updates: UPDATES };
    const postgresFigures: Record<string, unknown> = {};
    for (const n of LISTENER_COUNTS) {
      const live = pglite[n];
      // The floor relays the very frame the server sent, so both carry the same payload.
      const template = live.lastFrame.replace(/"username":"u\d+"/, '"username":"u0"');
      const floor = await benchBare(n, Number(bare.match[1]), template);
      const ratio = round(live.p50 / floor.p50);
      console.log(`${n} listeners: pglite ${line(live)} | bare ws p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${floor.updatesPerSecond} updates/s | p50 ratio ${ratio}`);
      console.log(`${n} listeners: postgres ${line(postgres[n])} | p50 ratio ${round(postgres[n].p50 / floor.p50)}`);
      figures[`listeners${n}`] = { server: figuresOf(live), bareWs: { p50Ms: floor.p50, p99Ms: floor.p99, updatesPerSecond: floor.updatesPerSecond }, p50Ratio: ratio, payloadBytes: live.lastFrame.length };
      postgresFigures[`listeners${n}`] = { server: figuresOf(postgres[n]), p50Ratio: round(postgres[n].p50 / floor.p50) };
    }
    figures.postgres = postgresFigures;
    console.log(`target on postgres: p99 < 100 ms at 500 listeners: ${postgres[500].p99 < 100 ? 'met' : 'NOT met'} (${postgres[500].p99} ms)`);
    const durability = await benchCommitDurability(await cluster.createDatabase());
    for (const driver of ['pglite', 'postgres'] as const) {
      const { durable, notDurable } = durability[driver];
      console.log(`one-row commit on ${driver}: durable p50 ${durable.p50} ms, p99 ${durable.p99} ms | not durable p50 ${notDurable.p50} ms, p99 ${notDurable.p99} ms`);
    }
    figures.commitDurability = durability;
    const firebase = await benchFirebase(LISTENER_COUNTS, UPDATES);
    for (const n of LISTENER_COUNTS) {
      const fb = firebase[n];
      console.log(`${n} listeners: firebase (Firestore emulator) p50 ${fb.p50} ms, p99 ${fb.p99} ms, ${fb.updatesPerSecond} updates/s | local server p50 ${pglite[n].p50} ms, p99 ${pglite[n].p99} ms`);
    }
    figures.firebase = Object.fromEntries(LISTENER_COUNTS.map((n) => [`listeners${n}`, { p50Ms: firebase[n].p50, p99Ms: firebase[n].p99, updatesPerSecond: firebase[n].updatesPerSecond }]));
    console.log(JSON.stringify(figures));
  } finally {
    await Promise.all([stopChild(bare.child), cluster.destroy()]);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
