import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageForError } from '@/lib/errors/error-catalogue';
import { SESSION_ENDED_CLOSE_CODE } from '@server/realtime/attach-realtime';
import { TestClient, waitUntil } from '@server/realtime/test-harness';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { TempServer } from '@server/testing/temp-server';
import { SESSION_TTL_MS } from '@server/auth/sessions';

const server = new TempServer();

beforeAll(() => server.start());
afterAll(() => server.dispose());
afterEach(() => vi.useRealTimers());

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

type Mail = { to: string; subject: string; text: string };

async function outbox(): Promise<Mail[]> {
  const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
  expect(res.status).toBe(200);
  return res.json.messages as Mail[];
}

describe('sign-up and sign-in', () => {
  it('signs up without a session; the mailed link creates the account and signs in with an HttpOnly session cookie', async () => {
    const browser = server.session();
    const res = await browser.post('/api/auth/signup', { email: '  Ada@Example.com ', password: 'analytical engine' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await browser.request('/api/auth/session')).json.user).toBeNull();
    expect((await outbox()).filter((m) => m.to === 'ada@example.com').map((m) => m.subject)).toEqual(['Finish signing up for EventDesk']);
    expect((await browser.post('/api/auth/signin', { email: 'ada@example.com', password: 'analytical engine' })).status).toBe(401);
    const finished = await browser.post('/api/auth/signup/finish', { token: await mailedSignUpToken(server.url, server.running.operatorKey, 'ada@example.com') });
    expect(finished.json.user).toMatchObject({ email: 'ada@example.com', emailVerified: true, displayName: null });
    const uid = finished.json.user.uid as string;
    expect(uid).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(finished.headers.get('set-cookie')).toMatch(/^session=[^;]+;.*HttpOnly.*SameSite=Lax/);
    expect((await browser.request('/api/auth/session')).json.user.uid).toBe(uid);
    const profile = await server.running.engine.get(`users/${uid}`);
    expect(profile?.data).toMatchObject({ uid, email: 'ada@example.com', events: [], type: 'platform', userType: 'platform' });
    expect(profile?.data.createdAt).toBeInstanceOf(Date);
    expect((await server.session().post('/api/auth/signin', { email: 'ada@example.com', password: 'analytical engine' })).status).toBe(200);
  });

  it('answers a taken address, in any case or spacing, as it answers a new one, and mails its owner instead', async () => {
    await server.signedUp('taken@example.com');
    const [taken, fresh] = [server.session(), server.session()];
    const answers = [
      await taken.post('/api/auth/signup', { email: ' TAKEN@example.com', password: 'another password' }),
      await fresh.post('/api/auth/signup', { email: 'untaken@example.com', password: 'another password' }),
    ];
    // Status, body and cookies alike: nothing tells a stranger which address had an account.
    for (const res of answers) expect({ status: res.status, text: res.text, cookie: res.headers.get('set-cookie') }).toEqual({ status: 204, text: '', cookie: null });
    const { rows } = await server.running.engine.internal.query<{ n: number }>("SELECT count(*)::int AS n FROM auth_accounts WHERE email = 'taken@example.com'");
    expect(rows[0].n).toBe(1);
    // The owner learns of it, with the ways back in; their password still signs in, the other does not.
    const mails = (await outbox()).filter((m) => m.to === 'taken@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual(['Finish signing up for EventDesk', 'Sign-up attempt with your EventDesk address']);
    expect(mails.find((m) => m.subject.startsWith('Sign-up attempt'))?.text).toContain(`${server.url}/forgot-password`);
    expect((await taken.post('/api/auth/signin', { email: 'taken@example.com', password: 'another password' })).status).toBe(401);
    expect((await taken.post('/api/auth/signin', { email: 'taken@example.com', password: 'correct horse' })).status).toBe(200);
  });

  it('refuses invalid emails and short passwords with the messages of section 5', async () => {
    const browser = server.session();
    const email = await browser.post('/api/auth/signup', { email: 'not-an-email', password: 'long enough' });
    expect(email.status).toBe(400);
    expect(email.json.error).toEqual({ code: 'auth/invalid-email', message: 'Email is not valid.' });
    const short = await browser.post('/api/auth/signup', { email: 'short@example.com', password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.json.error).toEqual({ code: 'auth/weak-password', message: 'Password must be longer than 8 charecters' });
    expect((await browser.post('/api/auth/signin', { email: 'short@example.com', password: '1234567' })).status).toBe(401);
  });

  it('answers a wrong password and an unknown email alike, with a message the app shows', async () => {
    await server.signedUp('grace@example.com', 'first compiler');
    const wrong = await server.session().post('/api/auth/signin', { email: 'grace@example.com', password: 'FIRST COMPILER' });
    const unknown = await server.session().post('/api/auth/signin', { email: 'nobody@example.com', password: 'first compiler' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json.error).toEqual({ code: 'auth/invalid-credential', message: 'Wrong email or password.' });
      expect(messageForError(res.json.error)).toBe('Wrong email or password.');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const right = await server.session().post('/api/auth/signin', { email: 'GRACE@example.com', password: 'first compiler' });
    expect(right.status).toBe(200);
    expect(right.json.user.email).toBe('grace@example.com');
  });

  it('slows down guessing: after ten failures the right password waits too', async () => {
    await server.signedUp('guessed@example.com', 'the right one');
    const browser = server.session();
    for (let i = 0; i < 10; i++) expect((await browser.post('/api/auth/signin', { email: 'guessed@example.com', password: `guess ${i}` })).status).toBe(401);
    const blocked = await browser.post('/api/auth/signin', { email: 'guessed@example.com', password: 'the right one' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.code).toBe('auth/too-many-requests');
  });

  it('stores passwords only as salted scrypt hashes', async () => {
    const password = 'plain-text-canary-4711';
    await server.signedUp('hashed@example.com', password);
    await server.signedUp('hashed2@example.com', password);
    const { rows } = await server.running.engine.internal.query<{ password_hash: string }>(
      "SELECT password_hash FROM auth_accounts WHERE email IN ('hashed@example.com', 'hashed2@example.com')",
    );
    expect(rows).toHaveLength(2);
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{20,}\$[A-Za-z0-9+/=]{80,}$/);
      expect(password_hash).not.toContain(password);
    }
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
    await server.restart();
    const canary = Buffer.from(password);
    for (const file of filesUnder(server.dataDir)) expect(readFileSync(file).includes(canary), file).toBe(false);
  });
});

describe('sessions', () => {
  it('survive a restart: the same cookie still authenticates HTTP and the WebSocket', async () => {
    const { browser, uid } = await server.signedUp('survivor@example.com');
    await server.restart();
    const session = await browser.request('/api/auth/session');
    expect(session.json.user).toMatchObject({ uid, email: 'survivor@example.com' });
    const socket = await browser.socket();
    expect(socket.frames[0]).toEqual({ t: 'hello', uid });
    expect((await socket.request({ op: 'get', path: `users/${uid}` })).ok).toBe(true);
    socket.close();
  });

  it('end on sign-out: the old cookie no longer works over HTTP or WebSocket, and open sockets close', async () => {
    const { browser, uid } = await server.signedUp('leaver@example.com');
    const oldCookie = browser.cookieHeader();
    const socket = await browser.socket();
    // Without the JSON content type a sign-out is refused (another site's form could send one).
    const formPost = await browser.request('/api/auth/signout', { method: 'POST' });
    expect(formPost.status).toBe(400);
    expect(formPost.json.error.code).toBe('invalid-argument');
    expect(browser.cookieHeader()).toBe(oldCookie);
    const signOut = await browser.request('/api/auth/signout', { method: 'POST', json: {} });
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    // The known-device cookie stays: it signs nobody in, it only lets this browser past the lockout strangers cause.
    expect(browser.cookieHeader()).toMatch(/^known_device=[^;]+$/);
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    await waitUntil(async () => (await server.running.engine.get(`status/${uid}`))?.data.state === 'offline');

    const replay = server.session();
    const headers = { cookie: oldCookie };
    expect((await replay.request('/api/auth/session', { headers })).json.user).toBeNull();
    const guarded = await replay.request('/api/auth/verification', { method: 'POST', json: {}, headers });
    expect(guarded.status).toBe(401);
    expect(guarded.json.error.code).toBe('auth/session-expired');
    const replayed = await TestClient.open(server.url.replace('http', 'ws') + '/ws', headers, true);
    expect(replayed.frames[0]).toEqual({ t: 'hello', uid: null });
    expect((await replayed.request({ op: 'get', path: `users/${uid}` })).error.code).toBe('permission-denied');
    replayed.close();
  });

  it('expire after the time-to-live, and an expired session is refused with a clear code', async () => {
    const { browser } = await server.signedUp('sleeper@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TTL_MS + 60_000);
    const guarded = await browser.request('/api/auth/verification', { method: 'POST', json: {} });
    expect(guarded.status).toBe(401);
    expect(guarded.json.error).toEqual({ code: 'auth/session-expired', message: 'Your session has expired. Please sign in again.' });
    expect(messageForError(guarded.json.error)).toBe('Your session has expired. Please sign in again.');
    expect(guarded.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const again = server.session();
    await again.post('/api/auth/signin', { email: 'sleeper@example.com', password: 'correct horse' });
    const state = await again.request('/api/auth/session');
    expect(state.json.user.email).toBe('sleeper@example.com');
    const expired = await server.session().request('/api/auth/session', { headers: { cookie: 'session=made-up-token' } });
    expect(expired.json).toEqual({ user: null, expired: true });
  });
});

describe('verification mail', () => {
  it('puts a verification mail in the outbox whose link verifies an unverified address once', async () => {
    const { browser } = await server.signedUp('verify-me@example.com');
    // As an account made before sign-up was confirmed by mail.
    await server.running.engine.internal.query("UPDATE auth_accounts SET email_verified = false WHERE email = 'verify-me@example.com'");
    expect((await browser.post('/api/auth/verification', {})).status).toBe(204);
    const mail = (await outbox()).find((m) => m.to === 'verify-me@example.com');
    expect(mail?.subject).toBe('Verify your email for EventDesk');
    const link = /https?:\/\/\S+\/api\/auth\/verify\?token=\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const target = new URL(link!);
    expect(target.origin).toBe(server.url);
    const verify = await server.session().request(target.pathname + target.search);
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toBe('/?verified=1');
    expect((await browser.request('/api/auth/session')).json.user.emailVerified).toBe(true);
    const reused = await server.session().request(target.pathname + target.search);
    expect(reused.status).toBe(400);
    expect(reused.text).toContain('Verification failed');
  });

  it('keeps the outbox closed without the operator key', async () => {
    const browser = server.session();
    const none = await browser.request('/api/outbox');
    expect(none.status).toBe(401);
    expect(none.json.error.code).toBe('unauthenticated');
    expect(none.text).not.toContain('@example.com');
    const wrong = await browser.request('/api/outbox', { headers: { authorization: 'Bearer not-the-key' } });
    expect(wrong.status).toBe(401);
    const { browser: user } = await server.signedUp('curious@example.com');
    expect((await user.request('/api/outbox')).status).toBe(401);
    const page = await browser.request('/outbox?key=guess');
    expect(page.status).toBe(401);
    expect(page.text).not.toContain('verify');
    const keyed = await browser.request(`/outbox?key=${encodeURIComponent(server.running.operatorKey)}`);
    expect(keyed.status).toBe(200);
    expect(keyed.text).toContain('curious@example.com');
  });
});
