import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempServer } from '../testing/temp-server';

// Every case signs a new account up from this one address: more than a real address may in an hour.
const server = new TempServer({ abuseLimits: { signUpPerAddress: { limit: 1000, windowMs: 60 * 60 * 1000 } } });

beforeAll(() => server.start());
afterAll(() => server.dispose());

type Mail = { to: string; text: string };

/** The verification link of the one mail sent to `to`, as a path with its query. */
async function verificationLink(to: string): Promise<URL> {
  const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
  const links = (res.json.messages as Mail[]).filter((m) => m.to === to).flatMap((m) => /https?:\/\/\S+\/api\/auth\/verify\?\S+/.exec(m.text) ?? []);
  expect(links).toHaveLength(1);
  return new URL(links[0]);
}

/**
 * A signed-in account whose address is not verified, as accounts made before sign-up was
 * confirmed by mail are, with one verification mail sent (continuing to `continuePath`).
 */
async function unverified(email: string, continuePath?: string) {
  const { browser } = await server.signedUp(email);
  await server.running.engine.internal.query('UPDATE auth_accounts SET email_verified = false WHERE email = $1', [email]);
  expect((await browser.post('/api/auth/verification', continuePath === undefined ? {} : { continuePath })).status).toBe(204);
  return browser;
}

let accounts = 0;
const freshEmail = (prefix: string) => `${prefix}-${++accounts}@example.com`;

async function follow(link: URL): Promise<string | null> {
  const res = await server.session().request(link.pathname + link.search);
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

describe('verification links that continue where the mail was asked from', () => {
  it('bring the owner back to the path the mail was asked from, keeping its query, marked verified', async () => {
    const browser = await unverified('hopper@example.com', '/organization/o1?tab=invites');
    expect((await browser.request('/api/auth/session')).json.user.emailVerified).toBe(false);
    expect(await follow(await verificationLink('hopper@example.com'))).toBe('/organization/o1?tab=invites&verified=1');
    expect((await browser.request('/api/auth/session')).json.user.emailVerified).toBe(true);
  });

  it('without a continue path still land on /?verified=1', async () => {
    await unverified('plain@example.com');
    expect(await follow(await verificationLink('plain@example.com'))).toBe('/?verified=1');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['an absolute address', 'https://evil.com'],
    ['a backslash a browser reads as a slash', '/\\evil.com'],
    ['a tab a browser drops', '/\t/evil.com'],
    ['a relative path', 'invite/abc'],
    ['a path over 500 characters', `/${'a'.repeat(500)}`],
  ])('refuse %s in the body with invalid-argument, starting no sign-up', async (_, continuePath) => {
    const email = freshEmail('refused');
    const signUp = await server.session().post('/api/auth/signup', { email, password: 'long enough', continuePath });
    expect(signUp.status).toBe(400);
    expect(signUp.json.error.code).toBe('invalid-argument');
    expect(signUp.headers.get('set-cookie')).toBeNull();
    const { rows } = await server.running.engine.internal.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_pending_signups WHERE email = $1', [email]);
    expect(rows[0].n).toBe(0);

    const { browser } = await server.signedUp(freshEmail('resend'));
    const resend = await browser.post('/api/auth/verification', { continuePath });
    expect(resend.status).toBe(400);
    expect(resend.json.error.code).toBe('invalid-argument');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/\n/evil.com', `/${'a'.repeat(500)}`])(
    'fall back to /?verified=1 when the link was edited to continue to %j',
    async (continuePath) => {
      const email = freshEmail('edited');
      await unverified(email);
      const link = await verificationLink(email);
      link.searchParams.set('continue', continuePath);
      expect(await follow(link)).toBe('/?verified=1');
    },
  );

  it('percent-encode what a Location header cannot carry', async () => {
    await unverified('unicode@example.com');
    const link = await verificationLink('unicode@example.com');
    link.searchParams.set('continue', '/invite/x/jürgen@example.com#top');
    expect(await follow(link)).toBe('/invite/x/j%C3%BCrgen@example.com?verified=1#top');
  });
});
