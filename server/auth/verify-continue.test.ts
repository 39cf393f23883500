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
  const mails = (res.json.messages as Mail[]).filter((m) => m.to === to);
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\/api\/auth\/verify\?\S+/.exec(mails[0].text)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

let accounts = 0;
const freshEmail = (prefix: string) => `${prefix}-${++accounts}@example.com`;

async function follow(link: URL): Promise<string | null> {
  const res = await server.session().request(link.pathname + link.search);
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

describe('verification links that continue where the user signed up', () => {
  it('bring someone who signed up from an invite back to the invite, marked verified', async () => {
    const invite = '/invite/abc123/ada%40example.com';
    const browser = server.session();
    const signUp = await browser.post('/api/auth/signup', { email: 'ada@example.com', password: 'analytical engine', continuePath: invite });
    expect(signUp.status).toBe(204);
    expect((await browser.post('/api/auth/signin', { email: 'ada@example.com', password: 'analytical engine' })).status).toBe(200);
    expect(await follow(await verificationLink('ada@example.com'))).toBe(`${invite}?verified=1`);
    expect((await browser.request('/api/auth/session')).json.user.emailVerified).toBe(true);
  });

  it('carry the continue path of a mail sent again, keeping its query', async () => {
    const { browser } = await server.signedUp('hopper@example.com');
    const again = await browser.post('/api/auth/verification', { continuePath: '/organization/o1?tab=invites' });
    expect(again.status).toBe(204);
    const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
    const resent = (res.json.messages as Mail[]).find((m) => m.to === 'hopper@example.com' && m.text.includes('continue='));
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify\?\S+/.exec(resent!.text)![0]);
    expect(await follow(link)).toBe('/organization/o1?tab=invites&verified=1');
    expect((await browser.request('/api/auth/session')).json.user.emailVerified).toBe(true);
  });

  it('without a continue path still land on /?verified=1', async () => {
    await server.signedUp('plain@example.com');
    expect(await follow(await verificationLink('plain@example.com'))).toBe('/?verified=1');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['an absolute address', 'https://evil.com'],
    ['a backslash a browser reads as a slash', '/\\evil.com'],
    ['a tab a browser drops', '/\t/evil.com'],
    ['a relative path', 'invite/abc'],
    ['a path over 500 characters', `/${'a'.repeat(500)}`],
  ])('refuse %s in the body with invalid-argument, creating no account', async (_, continuePath) => {
    const email = freshEmail('refused');
    const signUp = await server.session().post('/api/auth/signup', { email, password: 'long enough', continuePath });
    expect(signUp.status).toBe(400);
    expect(signUp.json.error.code).toBe('invalid-argument');
    expect(signUp.headers.get('set-cookie')).toBeNull();
    const { rows } = await server.running.engine.internal.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_accounts WHERE email = $1', [email]);
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
      await server.signedUp(email);
      const link = await verificationLink(email);
      link.searchParams.set('continue', continuePath);
      expect(await follow(link)).toBe('/?verified=1');
    },
  );

  it('percent-encode what a Location header cannot carry', async () => {
    await server.signedUp('unicode@example.com');
    const link = await verificationLink('unicode@example.com');
    link.searchParams.set('continue', '/invite/x/jürgen@example.com#top');
    expect(await follow(link)).toBe('/invite/x/j%C3%BCrgen@example.com?verified=1#top');
  });
});
