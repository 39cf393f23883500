/**
 * The `api` Cloud Function's request handling (functions/src/api-request.ts), served over real
 * HTTP the way the Functions framework hands it requests, and called through the firebase
 * provider's `call`. Only the ID-token check is a stand-in: firebase-admin verifies tokens in
 * the deployed function, and the Auth emulator tests cover the tokens themselves.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { handleApiRequest, type ApiRequestOptions, type TokenCheck } from '../../functions/src/api-request';
import { isNewerThanMirrored, parsePresenceStatus } from '../../functions/src/presence-status';
import { engineDocs } from '@server/api/engine-services';
import { createMemoryLimits } from '@server/limits/limit-counter';
import type { ApiHandlers } from '@server/api/handler-types';
import { apiHandlers } from '@server/api/handlers';
import type { ApiServices } from '@server/api/services';
import { createEngine } from '@server/db/create-engine';
import type { DocumentEngine } from '@server/db/engine';
import { createApiCaller } from '@/backend/firebase/call';
import { errorCode } from '../contract/support';

const ALICE = { uid: 'alice', email: 'alice@example.com', emailVerified: true, sessionId: 'alice:1' };

async function verifyToken(token: string): Promise<TokenCheck> {
  if (token === 'alice-token') return { kind: 'valid', auth: ALICE };
  if (token === 'expired-token') return { kind: 'expired' };
  return { kind: 'invalid' };
}

let server: Server;
let baseUrl: string;
let handlers: ApiHandlers;
let engine: DocumentEngine;
let services: ApiServices;
const logged: string[] = [];

const options = (): ApiRequestOptions => ({ handlers, services, verifyToken, log: (m) => logged.push(m) });

beforeAll(async () => {
  engine = await createEngine({});
  services = { docs: engineDocs(engine), limits: createMemoryLimits(), sendMail: async () => undefined, publicUrl: () => 'http://app.test', linkCredential: async () => 'unused', deleteFiles: async () => 0, revokeSessions: async () => undefined,
    accounts: { ownerOf: async () => null, create: async () => null, remove: async () => undefined, signInToken: async () => 'unused' } };
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://function').pathname,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks),
    };
    const answer = await handleApiRequest(request, options());
    res.writeHead(answer.status, { ...answer.headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await engine.close();
});

beforeEach(() => {
  handlers = apiHandlers;
  logged.length = 0;
});

async function post(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { code: string; message: string } } };
}

describe('the api function', () => {
  it('answers health through the provider as the firebase backend, with the app version', async () => {
    const call = createApiCaller(baseUrl, async () => null);
    expect(await call('health', {})).toEqual({ status: 'ok', provider: 'firebase', version });
  });

  it('answers GET /api/health like the embedded server does', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', provider: 'firebase', version });
  });

  it('refuses input the contract does not allow, malformed JSON and other content types with invalid-argument', async () => {
    expect(await post('/api/call/health', '{"unexpected":true}')).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(await post('/api/call/health', '{not json')).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument', message: 'The request body is not valid JSON.' } } });
    expect(await post('/api/call/health', '{}', { 'content-type': 'text/plain' })).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(await post('/api/call/health', JSON.stringify({ pad: 'x'.repeat(70_000) }))).toMatchObject({ status: 413, body: { error: { code: 'invalid-argument' } } });
  });

  it('takes an empty body as no input', async () => {
    expect(await post('/api/call/health', '', {})).toEqual({ status: 200, body: { result: { status: 'ok', provider: 'firebase', version } } });
  });

  it('answers unknown calls and paths with not-found and wrong methods with invalid-argument', async () => {
    expect(await post('/api/call/nothing-here', '{}')).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await post('/elsewhere', '{}')).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    const get = await fetch(`${baseUrl}/api/call/health`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it('runs a signed-in call only with a valid ID token, telling an expired one apart', async () => {
    handlers = { ...apiHandlers, health: { access: 'signed-in', run: (_input, { auth, provider }) => ({ status: 'ok', provider, version: auth!.uid }) } };
    expect(await createApiCaller(baseUrl, async () => 'alice-token')('health', {})).toEqual({ status: 'ok', provider: 'firebase', version: 'alice' });
    expect(await errorCode(createApiCaller(baseUrl, async () => null)('health', {}))).toBe('unauthenticated');
    expect(await errorCode(createApiCaller(baseUrl, async () => 'forged-token')('health', {}))).toBe('unauthenticated');
    expect(await errorCode(createApiCaller(baseUrl, async () => 'expired-token')('health', {}))).toBe('auth/session-expired');
  });

  it('runs a public call for anyone, passing on who calls when the token is valid', async () => {
    const seen: unknown[] = [];
    handlers = {
      ...apiHandlers,
      health: {
        access: 'public',
        run: (_input, { auth, provider }) => {
          seen.push(auth?.uid ?? null);
          return { status: 'ok', provider, version };
        },
      },
    };
    await createApiCaller(baseUrl, async () => 'alice-token')('health', {});
    await createApiCaller(baseUrl, async () => 'expired-token')('health', {});
    expect(seen).toEqual(['alice', null]);
  });

  it('answers internal, without details, when a handler fails or breaks its contract, and logs why', async () => {
    handlers = { ...apiHandlers, health: { access: 'public', run: () => ({ status: 'broken' }) as never } };
    expect(await post('/api/call/health', '{}')).toEqual({ status: 500, body: { error: { code: 'internal', message: 'The server could not complete the request.' } } });
    handlers = {
      ...apiHandlers,
      health: {
        access: 'public',
        run: () => {
          throw new Error('database on fire');
        },
      },
    };
    expect(await post('/api/call/health', '{}')).toEqual({ status: 500, body: { error: { code: 'internal', message: 'The server could not complete the request.' } } });
    expect(logged).toEqual([expect.stringContaining('health returned a result its contract refuses'), expect.stringContaining('database on fire')]);
  });
});

describe('the presence mirror', () => {
  it('reads only the status shape the database rules admit', () => {
    expect(parsePresenceStatus({ state: 'online', last_changed: 1700000000000 })).toEqual({ state: 'online', lastChanged: 1700000000000 });
    expect(parsePresenceStatus({ state: 'offline', last_changed: 5 })).toEqual({ state: 'offline', lastChanged: 5 });
    expect(parsePresenceStatus(null)).toBeNull();
    expect(parsePresenceStatus({ state: 'online' })).toBeNull();
    expect(parsePresenceStatus({ state: 'online', last_changed: '5' })).toBeNull();
    expect(parsePresenceStatus({ state: 'busy', last_changed: 5 })).toBeNull();
  });

  it('never lets an older change overwrite a newer one that was mirrored first', () => {
    const status = { state: 'offline' as const, lastChanged: 2000 };
    expect(isNewerThanMirrored(status, null)).toBe(true);
    expect(isNewerThanMirrored(status, 1000)).toBe(true);
    expect(isNewerThanMirrored(status, 2000)).toBe(true);
    expect(isNewerThanMirrored(status, 3000)).toBe(false);
  });
});
