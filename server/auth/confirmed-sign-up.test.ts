import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpAnswer } from '../testing/http-session';
import { mailedSignUpToken, signUpToken } from '../testing/sign-up-link';
import { TempServer } from '../testing/temp-server';
import { SIGN_UP_TTL_MS } from './sign-up-rules';

const server = new TempServer();

beforeAll(() => server.start());
afterAll(() => server.dispose());
afterEach(() => vi.useRealTimers());

/** Everything a stranger reads in an answer, but the date it was sent at. */
const seen = (res: HttpAnswer) => ({ status: res.status, headers: [...res.headers].filter(([name]) => name !== 'date'), text: res.text });

const accountsWith = async (email: string) =>
  (await server.running.engine.internal.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_accounts WHERE email = $1', [email])).rows[0].n;

const tokenFor = (email: string) => mailedSignUpToken(server.url, server.running.operatorKey, email);

describe('sign-up confirmed by a mailed link', () => {
  it('answers a taken and a new address byte for byte alike, and neither signs in until the link is followed', async () => {
    await server.signedUp('owner@example.com', 'the owner password');
    const [taken, fresh] = [server.session(), server.session()];
    const signUps = [
      await taken.post('/api/auth/signup', { email: 'owner@example.com', password: 'a stranger password' }),
      await fresh.post('/api/auth/signup', { email: 'newcomer@example.com', password: 'a stranger password' }),
    ];
    expect(seen(signUps[0])).toEqual(seen(signUps[1]));
    const signIns = [
      await taken.post('/api/auth/signin', { email: 'owner@example.com', password: 'a stranger password' }),
      await fresh.post('/api/auth/signin', { email: 'newcomer@example.com', password: 'a stranger password' }),
    ];
    expect(seen(signIns[0])).toEqual(seen(signIns[1]));
    expect(signIns[0].json.error.code).toBe('auth/invalid-credential');
    expect(await accountsWith('newcomer@example.com')).toBe(0);
  });

  it('creates the account once when the link is followed: verified, signed in, back where the sign-up asked', async () => {
    const browser = server.session();
    await browser.post('/api/auth/signup', { email: ' Lin@Example.com', password: 'glass bead game', continuePath: '/invite/i1/lin%40example.com' });
    const token = await tokenFor('lin@example.com');
    const linkBrowser = server.session();
    const finished = await linkBrowser.post('/api/auth/signup/finish', { token });
    expect(finished.status).toBe(200);
    expect(finished.json).toMatchObject({ user: { email: 'lin@example.com', emailVerified: true }, continuePath: '/invite/i1/lin%40example.com' });
    const uid = finished.json.user.uid as string;
    expect((await linkBrowser.request('/api/auth/session')).json.user.uid).toBe(uid);
    expect((await server.running.engine.get(`users/${uid}`))?.data).toMatchObject({ uid, email: 'lin@example.com', type: 'platform' });

    const again = await server.session().post('/api/auth/signup/finish', { token });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('auth/sign-up-link-used');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await accountsWith('lin@example.com')).toBe(1);
    expect((await server.session().post('/api/auth/signin', { email: 'lin@example.com', password: 'glass bead game' })).json.user.uid).toBe(uid);
  });

  it('refuses an expired link and creates nothing', async () => {
    await server.session().post('/api/auth/signup', { email: 'late@example.com', password: 'slow to open mail' });
    const token = await tokenFor('late@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SIGN_UP_TTL_MS + 1000 });
    const res = await server.session().post('/api/auth/signup/finish', { token });
    expect(res.status).toBe(410);
    expect(res.json.error.code).toBe('auth/sign-up-link-expired');
    expect(await accountsWith('late@example.com')).toBe(0);
  });

  it('refuses a second link for an address that got its account meanwhile, and an unknown link', async () => {
    for (const password of ['first password here', 'second password here']) await server.session().post('/api/auth/signup', { email: 'twice@example.com', password });
    const second = await tokenFor('twice@example.com');
    const outbox = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
    const first = signUpToken((outbox.json.messages as { to: string; text: string }[]).filter((m) => m.to === 'twice@example.com')[1].text);
    expect((await server.session().post('/api/auth/signup/finish', { token: first })).status).toBe(200);
    const late = await server.session().post('/api/auth/signup/finish', { token: second });
    expect(late.status).toBe(409);
    expect(late.json.error).toEqual({ code: 'auth/email-already-in-use', message: 'This address already has an account. Sign in.' });
    expect(await accountsWith('twice@example.com')).toBe(1);
    expect((await server.session().post('/api/auth/signin', { email: 'twice@example.com', password: 'first password here' })).status).toBe(200);

    const unknown = await server.session().post('/api/auth/signup/finish', { token: 'not-a-token-anyone-was-sent' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.code).toBe('auth/sign-up-link-invalid');
  });
});
