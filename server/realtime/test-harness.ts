/**
 * Test support: a real HTTP server with the realtime endpoint and a real in-memory engine, and
 * `ws` clients that collect frames. The caller's identity comes from an `x-test-uid` header,
 * standing in for the session cookie that the HTTP half resolves in production, and its address
 * from `x-test-address` (all tests connect over loopback, which the address limits do not count).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { AuthContext } from '../auth/context';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import { clientAddress } from '../http/client-address';
import { isOwnOrigin } from '../http/origin';
import { attachRealtime, type Realtime } from './attach-realtime';

export type Frame = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read frames field by field; their assertions check the shape

export async function testAuthenticate(req: IncomingMessage): Promise<AuthContext> {
  const uid = req.headers['x-test-uid'];
  if (typeof uid !== 'string') return null;
  const session = req.headers['x-test-session'];
  return { uid, email: `${uid}@example.com`, emailVerified: true, sessionId: typeof session === 'string' ? session : `session-${uid}` };
}

/** Polls until `check` holds (no timing assertion: the test's own timeout bounds it). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type Harness = {
  engine: DocumentEngine;
  server: Server;
  realtime: Realtime;
  url: string;
  logs: string[];
  connect(uid?: string, options?: { session?: string; autoPong?: boolean; address?: string }): Promise<TestClient>;
  close(): Promise<void>;
};

/** `databaseUrl`: the engine on that PostgreSQL database instead of PGlite in memory. */
export async function startHarness(options: { engine?: DocumentEngine; heartbeatMs?: number; databaseUrl?: string } = {}): Promise<Harness> {
  const engine = options.engine ?? (await createEngine({ databaseUrl: options.databaseUrl }));
  const server = createServer((_req, res) => res.writeHead(404).end());
  const logs: string[] = [];
  const realtime = attachRealtime(server, {
    engine,
    authenticate: testAuthenticate,
    // As the embedded server does without PUBLIC_URL: only the address the client connected to.
    isOwnOrigin: (origin, host) => isOwnOrigin(origin, '', host),
    log: (msg) => logs.push(msg),
    heartbeatMs: options.heartbeatMs,
    addressOf: (req) => String(req.headers['x-test-address'] ?? clientAddress(req)),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  const clients: TestClient[] = [];
  return {
    engine,
    server,
    realtime,
    url,
    logs,
    async connect(uid, opts = {}) {
      const headers: Record<string, string> = {};
      if (uid) headers['x-test-uid'] = uid;
      if (opts.session) headers['x-test-session'] = opts.session;
      if (opts.address) headers['x-test-address'] = opts.address;
      const client = await TestClient.open(url, headers, opts.autoPong ?? true);
      clients.push(client);
      return client;
    },
    async close() {
      for (const c of clients) c.socket.terminate();
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.engine) await engine.close();
    },
  };
}

type Waiter = { match: (f: Frame) => boolean; resolve: (f: Frame) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

export class TestClient {
  readonly frames: Frame[] = [];
  private waiters: Waiter[] = [];
  private nextId = 1;
  closed: Promise<{ code: number }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame;
      this.frames.push(frame);
      for (const w of [...this.waiters]) {
        if (!w.match(frame)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        w.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve({ code })));
  }

  static async open(url: string, headers: Record<string, string>, autoPong: boolean): Promise<TestClient> {
    const socket = new WebSocket(url, { headers, autoPong });
    const client = new TestClient(socket);
    const hello = client.waitFor((f) => f.t === 'hello');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await hello;
    return client;
  }

  /** Resolves with the first frame (already received or still to come) after `from` that matches. */
  waitFor(match: (f: Frame) => boolean, from = 0, timeoutMs = 10_000): Promise<Frame> {
    const seen = this.frames.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5))}`));
      }, timeoutMs);
      this.waiters.push({ match, resolve, reject, timer });
    });
  }

  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  /** Sends a request with a fresh id and resolves with its `res` frame. */
  async request(frame: Record<string, unknown>): Promise<Frame> {
    const id = (frame.id as number | undefined) ?? this.nextId++;
    const from = this.frames.length;
    this.socket.send(JSON.stringify({ ...frame, id }));
    return this.waitFor((f) => f.t === 'res' && f.id === id, from);
  }

  /** Subscribes; resolves with the `res` and the first snapshot. */
  async subscribe(target: Record<string, unknown>): Promise<{ id: number; res: Frame; first: Frame | null }> {
    const id = this.nextId++;
    const from = this.frames.length;
    const res = await this.request({ op: 'sub', id, target });
    const first = res.ok ? await this.waitFor((f) => (f.t === 'doc' || f.t === 'query') && f.sub === id, from) : null;
    return { id, res, first };
  }

  /** Frames of one subscription received after index `from`. */
  subFrames(sub: number, from = 0): Frame[] {
    return this.frames.slice(from).filter((f) => f.sub === sub);
  }

  /** Waits until subscription `sub` has received `count` frames after `from`. */
  async subFramesAfter(sub: number, from: number, count: number): Promise<Frame[]> {
    let seen = 0;
    await this.waitFor((f) => f.sub === sub && ++seen >= count, from);
    return this.subFrames(sub, from).slice(0, count);
  }

  close(): void {
    this.socket.close();
  }
}
