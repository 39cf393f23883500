/**
 * bench:live — write-to-listener latency of the embedded server's live document listeners.
 *
 * One writer updates a document that N WebSocket clients listen to (N = 100, then 500). For
 * each update the bench records, per listener, the time from sending the write to receiving the
 * snapshot, then does the same over a bare `ws` broadcast of the same payload (the floor).
 * The server and the bare broadcast each run in their own process, as in production. Then the
 * same fan-out against the Firestore emulator (bench/live-firebase.ts), printed beside the local figures.
 * Last line: one JSON object with all figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { benchFirebase } from './live-firebase';
import { measure, round, type Listener, type Round } from './live-measure';

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

async function signUp(baseUrl: string): Promise<{ cookie: string; uid: string }> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const { user } = (await res.json()) as { user: { uid: string } };
  return { cookie, uid: user.uid };
}

async function benchServer(n: number, wsUrl: string, cookie: string, uid: string): Promise<Round & { lastFrame: string }> {
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
  const seqOf = (text: string) => {
    const frame = JSON.parse(text);
    if (frame.t !== 'doc') return null;
    lastFrame = text;
    return Number(String(frame.doc.data.username).slice(1));
  };
  const result = await measure(UPDATES, listeners.map((ws) => listenTo(ws, seqOf)), (seq) =>
    writer.send(JSON.stringify({ op: 'write', id: nextId++, ops: [{ type: 'update', path, data: { username: `u${seq}` } }] })),
  );
  for (const ws of [...listeners, writer]) ws.terminate();
  return { ...result, lastFrame };
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

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'));
  const server = await startChild('server/main.ts', { PORT: '0', DATA_DIR: dataDir, HOST: '127.0.0.1' }, /running at http:\/\/([^\s:]+):(\d+)/);
  const port = Number(server.match[2]);
  const bare = await startChild('bench/bare-broadcast-server.ts', {}, /PORT (\d+)/);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const { cookie, uid } = await signUp(baseUrl);
    const figures: Record<string, unknown> = { updates: UPDATES };
    for (const n of LISTENER_COUNTS) {
      const live = await benchServer(n, `ws://127.0.0.1:${port}/ws`, cookie, uid);
      // The floor relays the very frame the server sent, so both carry the same payload.
      const template = live.lastFrame.replace(/"username":"u\d+"/, '"username":"u0"');
      const floor = await benchBare(n, Number(bare.match[1]), template);
      const ratio = round(live.p50 / floor.p50);
      console.log(`${n} listeners: server p50 ${live.p50} ms, p99 ${live.p99} ms, ${live.updatesPerSecond} updates/s | bare ws p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${floor.updatesPerSecond} updates/s | p50 ratio ${ratio}`);
      figures[`listeners${n}`] = { server: { p50Ms: live.p50, p99Ms: live.p99, updatesPerSecond: live.updatesPerSecond }, bareWs: { p50Ms: floor.p50, p99Ms: floor.p99, updatesPerSecond: floor.updatesPerSecond }, p50Ratio: ratio, payloadBytes: live.lastFrame.length };
    }
    const firebase = await benchFirebase(LISTENER_COUNTS, UPDATES);
    for (const n of LISTENER_COUNTS) {
      const local = figures[`listeners${n}`] as { server: { p50Ms: number; p99Ms: number } };
      const fb = firebase[n];
      console.log(`${n} listeners: firebase (Firestore emulator) p50 ${fb.p50} ms, p99 ${fb.p99} ms, ${fb.updatesPerSecond} updates/s | local server p50 ${local.server.p50Ms} ms, p99 ${local.server.p99Ms} ms`);
    }
    figures.firebase = Object.fromEntries(LISTENER_COUNTS.map((n) => [`listeners${n}`, { p50Ms: firebase[n].p50, p99Ms: firebase[n].p99, updatesPerSecond: firebase[n].updatesPerSecond }]));
    console.log(JSON.stringify(figures));
  } finally {
    await Promise.all([stopChild(server.child), stopChild(bare.child)]);
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
