/**
 * The embedded server for the backend double (backend-double.ts) to talk to: the real engine,
 * policy, live queries, auth, files and `/api` handlers, so a screen test sees what the local
 * provider would show a user. It runs in a worker thread of the test's process
 * (screen-server-main.ts), untouched by jsdom and by a test's fake timers: one per test file,
 * started before its first test and emptied after every test.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { DocData } from '@domain/documents/values';
import { createNodeTransport, type NodeTransport } from '@/backend/local/node-transport';
import type { AuthUser } from '@/backend/port';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import type { ScreenServerAnswer, ScreenServerRequest } from './screen-server-protocol';

/** The password of every account a screen test creates. */
export const SCREEN_PASSWORD = 'screen-test-password-1';

export type ScreenServer = {
  url: string;
  /** Writes (`null` deletes) as the server itself would: no policy, listeners hear of it. */
  seed(docs: Record<string, DocData | null>): Promise<void>;
  /** The token of the newest sign-up link mailed to `email`, read from the outbox. */
  signUpToken(email: string): Promise<string>;
  /** Creates the account (same uid and email, password SCREEN_PASSWORD) unless it exists. */
  ensureAccount(user: AuthUser): Promise<void>;
  /**
   * A transport (one simulated browser) holding a session of the user, or none. `devices`: the
   * user agent of this session, then those of the user's sessions on other devices, made too.
   */
  signedInTransport(user: AuthUser | null, devices?: readonly string[]): Promise<NodeTransport>;
};

type Request = ScreenServerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

type Started = { worker: Worker; ask(request: Request): Promise<void>; server: ScreenServer };

let started: Promise<Started> | null = null;
const cleanups = new Set<() => Promise<void>>();

/** Runs when the current test ends, before the server is emptied (a double disposing its client). */
export function onTestEnd(cleanup: () => Promise<void>): void {
  cleanups.add(cleanup);
}

function start(): Promise<Started> {
  // Not `new URL(..., import.meta.url)`: the jsdom environment's transform rewrites that form.
  const worker = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'screen-server-worker.mjs'));
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let nextId = 1;
  const ask = (request: Request) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (answer: ScreenServerAnswer) => {
      if ('ready' in answer) {
        const url = answer.ready;
        const server: ScreenServer = {
          url,
          seed: (docs) => ask({ op: 'seed', docs }),
          signUpToken: (email) => mailedSignUpToken(url, answer.operatorKey, email),
          ensureAccount: (user) => ask({ op: 'account', uid: user.uid, email: user.email, emailVerified: user.emailVerified, password: SCREEN_PASSWORD }),
          async signedInTransport(user, devices = []) {
            const transport = createNodeTransport({ WebSocket });
            if (!user) return transport;
            await server.ensureAccount(user);
            const credentials = JSON.stringify({ email: user.email, password: SCREEN_PASSWORD });
            const refused = (status: number, body: string) => new Error(`The screen test server refused to sign ${user.email} in: ${status} ${body}`);
            const res = await transport.request({ method: 'POST', url: `${url}/api/auth/signin`, json: JSON.parse(credentials) });
            if (res.status !== 200) throw refused(res.status, res.body);
            const [here, ...elsewhere] = devices;
            if (here) await ask({ op: 'userAgent', uid: user.uid, userAgent: here });
            for (const userAgent of elsewhere) {
              const other = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': userAgent }, body: credentials });
              if (other.status !== 200) throw refused(other.status, await other.text());
            }
            return transport;
          },
        };
        resolve({ worker, ask, server });
        return;
      }
      const waiter = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.ok) waiter?.resolve();
      else waiter?.reject(new Error(`The screen test server failed: ${answer.message}`));
    });
  });
}

export function screenServer(): Promise<ScreenServer> {
  started ??= start();
  return started.then((s) => s.server);
}

// Started before the first test, so that no test's waits include the start (which, on a busy
// machine, can take longer than a test may).
beforeAll(async () => {
  await screenServer();
}, 180_000);

afterEach(async () => {
  const ending = [...cleanups];
  cleanups.clear();
  await Promise.all(ending.map((cleanup) => cleanup()));
  if (started) await (await started).ask({ op: 'reset' });
});

afterAll(async () => {
  if (!started) return;
  const { worker, ask } = await started;
  started = null;
  await ask({ op: 'close' });
  await worker.terminate();
});
