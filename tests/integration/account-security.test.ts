/**
 * Keeping an account its owner's, through a real server: the password rule, password change and
 * reset (single use, expiring, the same answer for every address), the session list, ending one
 * session or all of them. A session that ends loses its HTTP access and its live connections.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordMessages } from '@domain/account/password-rule';
import { RESET_TTL_MS } from '@server/auth/one-time-tokens';
import { SESSION_ENDED_CLOSE_CODE } from '@server/realtime/attach-realtime';
import type { HttpSession } from '@server/testing/http-session';
import { TempServer } from '@server/testing/temp-server';

const server = new TempServer();
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple lantern meadow';

beforeAll(() => server.start());
afterAll(() => server.dispose());
afterEach(() => vi.useRealTimers());

type Mail = { to: string; subject: string; text: string };

async function mailTo(email: string): Promise<Mail[]> {
  const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
  return (res.json.messages as Mail[]).filter((m) => m.to === email);
}

/** A second browser signed in to the same account. */
async function signedIn(email: string, password = PASSWORD, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'): Promise<HttpSession> {
  const browser = server.session();
  const res = await browser.request('/api/auth/signin', { method: 'POST', json: { email, password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return browser;
}

const sessionUser = async (browser: HttpSession) => (await browser.request('/api/auth/session')).json.user;
const signIn = (email: string, password: string) => server.session().post('/api/auth/signin', { email, password });

describe('the password rule', () => {
  it.each(['12345678', 'password', 'qwertyuiop', 'aaaaaaaaaa'])('refuses "%s" at sign-up as too easy to guess', async (password) => {
    const res = await server.session().post('/api/auth/signup', { email: `weak-${password}@example.com`, password });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('auth/password-too-easy');
    expect(res.json.error.message).toMatch(new RegExp(`^${passwordMessages.tooEasy}`));
  });

  it('refuses a password made of the email address, and keeps the 8-character minimum with its message', async () => {
    const own = await server.session().post('/api/auth/signup', { email: 'ada.lovelace@example.com', password: 'adalovelace' });
    expect(own.json.error?.code).toBe('auth/password-too-easy');
    const short = await server.session().post('/api/auth/signup', { email: 'short@example.com', password: 'x7#Qv!2' });
    expect(short.json.error).toEqual({ code: 'auth/weak-password', message: 'Password must be longer than 8 charecters' });
  });
});

describe('changing the password', () => {
  it('asks for the current password, keeps this session and ends every other one', async () => {
    const { browser: here } = await server.signedUp('changer@example.com', PASSWORD);
    const elsewhere = await signedIn('changer@example.com');
    const socket = await elsewhere.socket();

    const wrong = await here.post('/api/auth/password', { currentPassword: 'not it at all', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe('auth/wrong-password');
    const weak = await here.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'password' });
    expect(weak.json.error.code).toBe('auth/password-too-easy');
    expect(await sessionUser(elsewhere)).not.toBeNull();

    expect((await here.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(204);
    expect(await sessionUser(here)).toMatchObject({ email: 'changer@example.com' });
    expect(await sessionUser(elsewhere)).toBeNull();
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await signIn('changer@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn('changer@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await server.session().post('/api/auth/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });
});

describe('resetting the password by mail', () => {
  const resetLink = async (email: string) => {
    const mail = (await mailTo(email)).find((m) => m.subject === 'Reset your password for EventDesk');
    expect(mail?.text).toContain('The link works once, for 60 minutes.');
    const link = /(http\S+\/reset-password#token=([A-Za-z0-9_-]+))/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    return { url: link![1], token: link![2] };
  };

  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    await server.signedUp('forgetful@example.com', PASSWORD);
    const known = await server.session().post('/api/auth/password-reset', { email: ' Forgetful@example.com' });
    const unknown = await server.session().post('/api/auth/password-reset', { email: 'nobody-here@example.com' });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
    }
    expect(await mailTo('nobody-here@example.com')).toEqual([]);
    const { url } = await resetLink('forgetful@example.com');
    expect(url.startsWith(server.url)).toBe(true);
  });

  it('sets a new password once per link, ends every session and refuses the link afterwards', async () => {
    const { browser } = await server.signedUp('resetter@example.com', PASSWORD);
    await server.session().post('/api/auth/password-reset', { email: 'resetter@example.com' });
    const { token } = await resetLink('resetter@example.com');

    const weak = await server.session().post('/api/auth/password-reset/confirm', { token, newPassword: '12345678' });
    expect(weak.json.error.code).toBe('auth/password-too-easy');
    expect((await server.session().post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).status).toBe(204);

    expect(await sessionUser(browser)).toBeNull();
    const again = await server.session().post('/api/auth/password-reset/confirm', { token, newPassword: 'another fine phrase' });
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: 'auth/invalid-action-code',
      message: 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
    });
    expect((await signIn('resetter@example.com', PASSWORD)).status).toBe(401);
    const after = await signIn('resetter@example.com', NEW_PASSWORD);
    expect(after.status).toBe(200);
    expect(after.json.user.emailVerified).toBe(true);
  });

  it('refuses a link older than an hour', async () => {
    await server.signedUp('slow@example.com', PASSWORD);
    await server.session().post('/api/auth/password-reset', { email: 'slow@example.com' });
    const { token } = await resetLink('slow@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RESET_TTL_MS + 1000 });
    const late = await server.session().post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(late.json.error.code).toBe('auth/invalid-action-code');
    vi.useRealTimers();
    expect((await signIn('slow@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists the account\'s sessions with browser, address and last use, and ends one of them', async () => {
    const { browser: here } = await server.signedUp('lister@example.com', PASSWORD);
    const phone = await signedIn('lister@example.com', PASSWORD, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    const listed = await here.request('/api/auth/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.json.sessions as { id: string; current: boolean; userAgent: string; address: string; lastSeenAt: number }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ userAgent: expect.stringContaining('iPhone'), address: '127.0.0.1', lastSeenAt: expect.any(Number) });

    // Nobody ends another account's session, nor one that does not exist.
    const { browser: stranger } = await server.signedUp('stranger@example.com', PASSWORD);
    expect((await stranger.post('/api/auth/sessions/end', { sessionId: other.id })).status).toBe(404);
    expect(await sessionUser(phone)).not.toBeNull();

    const ended = await here.post('/api/auth/sessions/end', { sessionId: other.id });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ signedOut: false });
    expect(await sessionUser(phone)).toBeNull();
    expect(await sessionUser(here)).not.toBeNull();
    expect((await here.request('/api/auth/sessions')).json.sessions).toHaveLength(1);
  });

  it('signs out everywhere: every session of the account ends, this one too', async () => {
    const { browser: here } = await server.signedUp('everywhere@example.com', PASSWORD);
    const laptop = await signedIn('everywhere@example.com');
    const socket = await laptop.socket();
    const res = await here.post('/api/auth/signout-everywhere', {});
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;/);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(here)).toBeNull();
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await signIn('everywhere@example.com', PASSWORD)).status).toBe(200);
  });
});
