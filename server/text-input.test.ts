/**
 * Issue 10, findings 6 and 7, through the real server: text the server takes is refused with a
 * clear invalid-argument when it holds a NUL character or a lone surrogate (a NUL in an email
 * used to answer 500, a lone surrogate was stored changed), over HTTP (auth, /api) and the
 * WebSocket alike; a profile picture is an http(s) address, never `javascript:`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '@domain/text/text-problem';
import type { HttpSession } from './testing/http-session';
import { TempServer } from './testing/temp-server';
import type { TestClient } from './realtime/test-harness';

const server = new TempServer();
let browser: HttpSession;
let uid = '';
let client: TestClient;

beforeAll(async () => {
  await server.start();
  ({ browser, uid } = await server.signedUp('text@example.com'));
  client = await browser.socket();
});
afterAll(async () => {
  client.close();
  await server.dispose();
});

const BAD_TEXT: [string, string][] = [
  ['a NUL character', '\u0000'],
  ['a lone surrogate', '\ud800'],
];
const messageFor = (bad: string) => (bad === '\u0000' ? textMessages.nul : textMessages.loneSurrogate);

describe.each(BAD_TEXT)('%s', (_name, bad) => {
  it('is refused in an email at sign-up and sign-in, with 400 and a clear message', async () => {
    for (const path of ['/api/auth/signup', '/api/auth/signin']) {
      const res = await server.session().post(path, { email: `new${bad}@example.com`, password: 'correct horse' });
      expect(res.status, path).toBe(400);
      expect(res.json.error).toEqual({ code: 'invalid-argument', message: `${messageFor(bad)}, in email.` });
    }
  });

  it('is refused in an /api call’s input', async () => {
    const res = await browser.post('/api/call/checkEventSlug', { slug: `launch${bad}` });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'invalid-argument', message: `${messageFor(bad)}, in slug.` });
  });

  it('is refused in a document, a field name and a query, over the WebSocket', async () => {
    const own = `users/${uid}`;
    const field = await client.request({ op: 'write', ops: [{ type: 'update', path: own, data: { firstName: `Ada${bad}` } }] });
    expect(field.error).toEqual({ code: 'invalid-argument', message: `${messageFor(bad)}, in ops.0.data.firstName.` });
    const name = await client.request({ op: 'write', ops: [{ type: 'set', path: own, data: { [`x${bad}`]: 1 }, merge: true }] });
    expect(name.error).toEqual({ code: 'invalid-argument', message: `${messageFor(bad)}, in a field name of ops.0.data.` });
    const query = await client.request({ op: 'list', query: { path: 'users', where: [{ field: 'uid', op: '==', value: `${uid}${bad}` }] } });
    expect(query.error).toEqual({ code: 'invalid-argument', message: `${messageFor(bad)}, in query.where.0.value.` });
    expect((await client.request({ op: 'get', path: own })).result.data.firstName).toBeUndefined();
  });
});

describe('a profile picture', () => {
  it('is an http(s) address or nothing', async () => {
    const own = `users/${uid}`;
    for (const thumbnail of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', ' https://example.com/a.jpg', 'vbscript:x', '//evil.example/a.jpg']) {
      const res = await client.request({ op: 'write', ops: [{ type: 'update', path: own, data: { thumbnail } }] });
      expect(res.error?.code, thumbnail).toBe('permission-denied');
    }
    for (const thumbnail of ['https://example.com/a.jpg', `${server.url}/files/users/${uid}.jpg?token=t`, '']) {
      expect(await client.request({ op: 'write', ops: [{ type: 'update', path: own, data: { thumbnail } }] }), thumbnail).toMatchObject({ ok: true });
    }
  });
});
