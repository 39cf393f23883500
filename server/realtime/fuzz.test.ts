/**
 * Throws a few thousand random and mutated frames at the realtime endpoint of one running server
 * (seeded, so a failure can be replayed with FUZZ_SEED), queries near and past every bound among
 * them, then checks that the same server still serves a normal client and never answered with an
 * internal error; then random bodies at every /api call and auth route, none answered with a 5xx.
 * Each part prints its tally.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TempServer } from '../testing/temp-server';
import { apiContracts } from '@domain/api/contracts';
import { MAX_FRAME_BYTES } from '@domain/protocol/messages';
import { MAX_FRAME_NESTING } from './decode-frame';
import { prng, type Rng } from '../testing/prng';
import type { Frame } from './test-harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const FRAMES = 3000;
const BATCH = 50;
/** Close codes a server may use for a frame it cannot take: invalid UTF-8, too big. */
const ACCEPTABLE_CLOSE_CODES = [1007, 1009];
const SERVER_FRAME_TYPES = ['hello', 'res', 'doc', 'query', 'suberr', 'error'];
const HTTP_BODIES = 600;

const NASTY_STRINGS = ['', '/', '//', 'users', 'users/', '../users/x', 'users/..', '__proto__', 'constructor', 'users/__x__', '\u0000', '\ud800', 'ü/ß', ' '];

function randomString(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(NASTY_STRINGS);
    case 1:
      return Array.from({ length: rng.int(20) }, () => String.fromCharCode(rng.int(0x3000))).join('');
    case 2:
      return 'x'.repeat(rng.pick([1500, 1501, 6001, 70_000, 1_100_000]));
    default:
      return Array.from({ length: 1 + rng.int(4) }, () => rng.pick(['users', 'status', 'events', 'a', 'b', '__name__', 'resourceAccess'])).join('/');
  }
}

/** An own property even for names like `__proto__`, which plain assignment would treat specially. */
function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function randomJson(rng: Rng, depth = 0): unknown {
  const kinds = depth > 4 ? 6 : 9;
  switch (rng.int(kinds)) {
    case 0:
      return null;
    case 1:
      return rng.next() < 0.5;
    case 2:
      return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 3:
    case 4:
      return randomString(rng);
    case 5:
      return rng.pick([{ __date__: rng.int(1e13) }, { __sentinel__: 'serverTimestamp' }, { __sentinel__: 'increment', value: 'x' }, { __sentinel__: rng.pick(NASTY_STRINGS) }]);
    case 6:
    case 7:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default: {
      const obj: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) setOwn(obj, rng.next() < 0.3 ? rng.pick(NASTY_STRINGS) : `f${rng.int(10)}`, randomJson(rng, depth + 1));
      return obj;
    }
  }
}

/** A field path from 1 to 800 segments: within and far past the 20 levels a field may nest. */
function deepField(rng: Rng): string {
  const depth = rng.pick([1, 2, 20, 21, 40, 300, 800]);
  return Array.from({ length: depth }, () => rng.pick(['a', 'b', 'uid'])).join('.');
}

/** A query near and past every bound: filters, orders, list values, field-path depth (issue 10, finding 1). */
function boundaryQuery(rng: Rng, uid: string): Record<string, unknown> {
  const ops = ['<', '<=', '==', '!=', '>=', '>', 'array-contains', 'array-contains-any', 'in', 'not-in'];
  const where = Array.from({ length: rng.pick([0, 1, 3, 20, 21, 60]) }, () => {
    const op = rng.pick(ops);
    const many = Array.from({ length: rng.pick([1, 10, 11, 30, 31, 200]) }, () => rng.pick([uid, 1, null, 'x']));
    return { field: rng.next() < 0.3 ? 'uid' : deepField(rng), op, value: op.includes('in') || op.endsWith('any') ? many : rng.pick([uid, 1, 'x'.repeat(rng.pick([1, 70_000]))]) };
  });
  const orderBy = Array.from({ length: rng.pick([0, 1, 10, 11, 32]) }, () => ({ field: deepField(rng), direction: rng.pick(['asc', 'desc']) }));
  return { path: rng.pick(['users', 'events', 'status', 'moderationLinks', 'events/e1/pages']), group: rng.next() < 0.1, where, orderBy, limit: rng.pick([1, 5, 100_000]) };
}

function templates(uid: string, rng: Rng): Record<string, unknown>[] {
  const own = `users/${uid}`;
  const query =
    rng.next() < 0.5
      ? { path: rng.pick(['users', 'events', 'status']), where: [{ field: 'uid', op: '==', value: uid }], orderBy: [{ field: 'uid', direction: 'asc' }], limit: 5 }
      : boundaryQuery(rng, uid);
  return [
    { op: 'get', id: rng.int(1000), path: own },
    { op: 'list', id: rng.int(1000), query },
    { op: 'aggregate', id: rng.int(1000), query, spec: { count: true, sum: ['n'] } },
    { op: 'write', id: rng.int(1000), ops: [{ type: 'update', path: own, data: { username: 'fz', firstName: randomString(rng).slice(0, 40) } }] },
    { op: 'commit', id: rng.int(1000), reads: [{ path: own, version: rng.int(5) }], ops: [{ type: 'set', path: own, data: { uid }, merge: true }] },
    { op: 'sub', id: rng.int(1000), target: rng.next() < 0.5 ? { doc: own } : { query } },
    { op: 'unsub', id: rng.int(1000) },
  ];
}

/** Replaces, deletes or adds one field somewhere inside `value`. */
function mutate(rng: Rng, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return rng.next() < 0.5 ? randomJson(rng) : value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const action = rng.int(4);
  if (action === 0 || keys.length === 0) setOwn(copy, rng.next() < 0.5 ? rng.pick(keys.length ? keys : ['x']) : rng.pick(NASTY_STRINGS), randomJson(rng));
  else if (action === 1) delete (copy as Record<string, unknown>)[rng.pick(keys)];
  else {
    const key = rng.pick(keys);
    setOwn(copy, key, mutate(rng, (copy as Record<string, unknown>)[key]));
  }
  return copy;
}

function deepNesting(rng: Rng, uid: string): string {
  const depth = rng.pick([21, 500, 5000, 100_000]);
  const open = rng.next() < 0.5 ? '{"a":'.repeat(depth) : '['.repeat(depth);
  const close = open.startsWith('{') ? '}'.repeat(depth) : ']'.repeat(depth);
  switch (rng.int(3)) {
    case 0:
      return `${open}1${close}`;
    case 1:
      return `{"op":"write","id":${rng.int(1000)},"ops":[{"type":"update","path":"users/${uid}","data":{"thumbnail":${open}1${close}}}]}`;
    default:
      return `{"op":"list","id":${rng.int(1000)},"query":{"path":"users","where":[{"field":"uid","op":"==","value":${open}1${close}}]}}`;
  }
}

type Outgoing = { data: string | Buffer; binary: boolean };

function nextFrame(rng: Rng, uid: string): Outgoing {
  const roll = rng.next();
  if (roll < 0.08) return { data: Buffer.from(Array.from({ length: rng.int(200) }, () => rng.int(256))), binary: true };
  if (roll < 0.1) return { data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), binary: false };
  if (roll < 0.25) return { data: JSON.stringify(randomJson(rng)), binary: false };
  if (roll < 0.3) return { data: deepNesting(rng, uid), binary: false };
  if (roll < 0.35) {
    const text = JSON.stringify(rng.pick(templates(uid, rng)));
    return { data: text.slice(0, rng.int(text.length)), binary: false };
  }
  let frame: unknown = rng.pick(templates(uid, rng));
  for (let i = 1 + rng.int(3); i > 0; i--) frame = mutate(rng, frame);
  return { data: JSON.stringify(frame), binary: false };
}

const server = new TempServer();
let uid = '';
let cookie = '';

beforeAll(async () => {
  await server.start();
  const signedUp = await server.signedUp('fuzz@example.com');
  uid = signedUp.uid;
  cookie = signedUp.browser.cookieHeader();
});
afterAll(() => server.dispose());

class FuzzSocket {
  readonly received: Frame[] = [];
  readonly closeCodes: number[] = [];
  private socket!: WebSocket;
  private waiting = new Map<number, () => void>();

  constructor(private readonly headers: Record<string, string>) {}

  async open(): Promise<void> {
    const socket = new WebSocket(server.url.replace('http', 'ws') + '/ws', { headers: this.headers });
    this.socket = socket;
    socket.on('message', (data, isBinary) => {
      expect(isBinary, `seed ${SEED}: the server sent a binary frame`).toBe(false);
      const frame = JSON.parse(data.toString()) as Frame;
      this.received.push(frame);
      if (frame.t === 'res') this.waiting.get(frame.id)?.();
    });
    socket.on('close', (code) => {
      this.closeCodes.push(code);
      for (const done of this.waiting.values()) done();
    });
    await new Promise<void>((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send({ data, binary }: Outgoing): void {
    if (this.isOpen) this.socket.send(data, { binary });
  }

  /** A request with an id the fuzzer never uses; resolves when answered or the socket closed. */
  barrier(id: number): Promise<void> {
    if (!this.isOpen) return Promise.resolve();
    const answered = new Promise<void>((resolve) => this.waiting.set(id, resolve));
    this.socket.send(JSON.stringify({ op: 'get', id, path: 'users/nobody' }));
    return answered.finally(() => this.waiting.delete(id));
  }

  close(): void {
    this.socket.terminate();
  }
}

it('survives thousands of random and mutated frames and still serves a normal client', async () => {
  const rng = prng(SEED);
  const sockets = [new FuzzSocket({ cookie }), new FuzzSocket({})];
  for (const s of sockets) await s.open();
  let reopened = 0;
  for (let sent = 0; sent < FRAMES; sent += BATCH) {
    for (let i = 0; i < BATCH; i++) rng.pick(sockets).send(nextFrame(rng, uid));
    for (const [i, s] of sockets.entries()) {
      await s.barrier(1_000_000 + sent + i);
      if (!s.isOpen) {
        reopened++;
        await s.open();
      }
    }
  }

  const received = sockets.flatMap((s) => s.received);
  const context = `seed ${SEED}`;
  const codes = received.flatMap((f) => ((f.error as { code: string } | undefined) ? [(f.error as { code: string }).code] : []));
  const tally = { frames: FRAMES, answers: received.length, errors: codes.length, internal: codes.filter((c) => c === 'internal').length, reconnects: reopened };
  console.log(`frame fuzz (seed ${SEED}): ${JSON.stringify(tally)}`);
  expect(received.length, context).toBeGreaterThan(FRAMES / 2);
  for (const frame of received) {
    expect(SERVER_FRAME_TYPES, `${context}: ${JSON.stringify(frame).slice(0, 300)}`).toContain(frame.t);
    const error = frame.error as { code: string; message: string } | undefined;
    if (error) {
      expect(error.code, `${context}: ${JSON.stringify(frame).slice(0, 300)}`).not.toBe('internal');
      expect(error.message.length, context).toBeGreaterThan(0);
    }
  }
  for (const code of sockets.flatMap((s) => s.closeCodes)) expect(ACCEPTABLE_CLOSE_CODES, context).toContain(code);
  expect(reopened, context).toBeGreaterThan(0);
  expect(server.logs.filter((line) => /unexpected|failed|threw/.test(line)), context).toEqual([]);
  for (const s of sockets) s.close();

  const browser = server.session();
  await browser.post('/api/auth/signin', { email: 'fuzz@example.com', password: 'correct horse' });
  const client = await browser.socket();
  expect(client.frames[0]).toEqual({ t: 'hello', uid });
  const { id: sub, first } = await client.subscribe({ doc: `users/${uid}` });
  expect(first?.doc.exists).toBe(true);
  const from = client.frames.length;
  const write = await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { username: 'after fuzz' } }] });
  expect(write).toMatchObject({ ok: true });
  // Presence may change the profile too; the listener must see this write among its changes.
  await client.waitFor((f) => f.sub === sub && f.doc?.data?.username === 'after fuzz', from);
  const read = await client.request({ op: 'get', path: `users/${uid}` });
  expect(read.result.data.username).toBe('after fuzz');
  client.close();
  expect((await browser.request('/api/health')).json.status).toBe('ok');
});

it('answers deeply nested frames with invalid-argument and closes only a connection whose frame is too big', async () => {
  const browser = server.session();
  await browser.post('/api/auth/signin', { email: 'fuzz@example.com', password: 'correct horse' });
  const client = await browser.socket();
  const bystander = await browser.socket();
  const depth = 200_000;
  const from = client.frames.length;
  client.sendRaw(`{"op":"write","id":7,"ops":[{"type":"update","path":"users/${uid}","data":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}]}`);
  const deep = await client.waitFor((f) => f.t === 'res' && f.id === 7, from);
  expect(deep).toMatchObject({ ok: false, error: { code: 'invalid-argument', message: `Frame is nested deeper than ${MAX_FRAME_NESTING} levels.` } });
  const tooDeepDoc = await client.request({ op: 'write', ops: [{ type: 'update', path: `users/${uid}`, data: { thumbnail: JSON.parse('['.repeat(30) + ']'.repeat(30)) } }] });
  expect(tooDeepDoc.error.code).toBe('invalid-argument');

  client.sendRaw('x'.repeat(MAX_FRAME_BYTES + 1));
  expect((await client.closed).code).toBe(1009);
  expect((await bystander.request({ op: 'get', path: `users/${uid}` })).ok).toBe(true);
  bystander.close();
});

it('answers random and mutated bodies on every /api call and auth route without a 5xx', async () => {
  const rng = prng(SEED + 1);
  const signedIn = server.session();
  await signedIn.post('/api/auth/signin', { email: 'fuzz@example.com', password: 'correct horse' });
  const routes = [...Object.keys(apiContracts).map((name) => `/api/call/${name}`), '/api/auth/signin', '/api/auth/signup', '/api/auth/signup/finish', '/api/auth/signout', '/api/call/noSuchCall'];
  const statuses = new Map<number, number>();
  let tried = 0;
  for (let i = 0; i < HTTP_BODIES; i++) {
    const path = rng.pick(routes);
    const body = rng.next() < 0.7 ? JSON.stringify(mutate(rng, { email: 'fuzz@example.com', eventId: 'e1', slug: 'x', text: 'hi', password: 'p' })) : randomString(rng).slice(0, 70_000);
    const browser = rng.next() < 0.5 ? signedIn : server.session();
    const res = await browser.request(path, { method: 'POST', headers: { 'content-type': rng.next() < 0.9 ? 'application/json' : 'text/plain' }, body });
    tried++;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(res.status, `seed ${SEED + 1}: ${path} ${body.slice(0, 200)} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
  }
  console.log(`http fuzz (seed ${SEED + 1}): ${JSON.stringify({ tried, statuses: Object.fromEntries(statuses) })}`);
  expect((await signedIn.request('/api/health')).json.status).toBe('ok');
});
