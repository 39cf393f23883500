/**
 * The auth endpoints' abuse limits through a real server: guesses sent in parallel are counted
 * before any password is checked, and sign-up and verification mail cannot be flooded. Each
 * refusal says when to try again. A server of its own: these tests use up its address's quotas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempServer } from '../testing/temp-server';
import { ABUSE_LIMITS } from './abuse-limits';

const server = new TempServer();

beforeAll(() => server.start());
afterAll(() => server.dispose());

function expectTooMany(res: { status: number; headers: Headers; json: any }, message: RegExp): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- the test reads the answer field by field
  expect(res.status).toBe(429);
  expect(res.json.error.code).toBe('auth/too-many-requests');
  expect(res.json.error.message).toMatch(message);
  expect(res.json.error.retryAfterSeconds).toBeGreaterThan(0);
  expect(Number(res.headers.get('retry-after'))).toBe(res.json.error.retryAfterSeconds);
}

describe('sign-in attempts', () => {
  it('counts 60 parallel guesses as they arrive: only the account\'s limit is checked, then even the right password waits', async () => {
    const { limit } = ABUSE_LIMITS.signInPerAccount;
    await server.signedUp('target@example.com', 'the right one');
    const guesses = Array.from({ length: 59 }, (_, i) => `wrong guess ${i}`);
    // The right password is among them, sent last.
    const answers = await Promise.all(
      [...guesses, 'the right one'].map((password) => server.session().post('/api/auth/signin', { email: 'target@example.com', password })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - limit);
    expectTooMany(answers.find((res) => res.status === 429)!, /^Too many sign-in attempts\. Please try again in 15 minutes\.$/);

    const later = await server.session().post('/api/auth/signin', { email: 'TARGET@example.com', password: 'the right one' });
    expectTooMany(later, /^Too many sign-in attempts\./);
  });

  it('counts the attempts of one address on many accounts', async () => {
    const { limit } = ABUSE_LIMITS.signInPerAddress;
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) => server.session().post('/api/auth/signin', { email: `nobody${i}@example.com`, password: 'password guess' })),
    );
    expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(limit - ABUSE_LIMITS.signInPerAccount.limit);
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe('sign-up and verification mail', () => {
  it(`starts at most ${ABUSE_LIMITS.signUpPerAddress.limit} sign-ups an hour from one address, however fast they are asked for`, async () => {
    const { limit } = ABUSE_LIMITS.signUpPerAddress;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => server.session().post('/api/auth/signup', { email: `flood${i}@example.com`, password: 'correct horse battery' })),
    );
    expect(answers.filter((res) => res.status === 204).length).toBeLessThanOrEqual(limit);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expectTooMany(refused[0], /^Too many accounts were created from here\. Please try again in \d+ minutes\.$/);
    const { rows } = await server.running.engine.internal.query<{ n: number }>("SELECT count(*)::int AS n FROM auth_pending_signups WHERE email LIKE 'flood%'");
    expect(rows[0].n).toBeLessThanOrEqual(limit);
  });

  it(`sends an account at most ${ABUSE_LIMITS.verificationPerAccount.limit} more verification mails an hour`, async () => {
    const { limit } = ABUSE_LIMITS.verificationPerAccount;
    // Its own server: the sign-up flood above used this address's sign-ups up.
    const fresh = new TempServer();
    await fresh.start();
    try {
      const { browser } = await fresh.signedUp('resend@example.com', 'correct horse battery');
      const answers = await Promise.all(Array.from({ length: limit + 5 }, () => browser.post('/api/auth/verification', {})));
      expect(answers.filter((res) => res.status === 204)).toHaveLength(limit);
      expectTooMany(answers.find((res) => res.status === 429)!, /^Too many verification mails were asked for\. Please try again in \d+ minutes\.$/);
      const res = await fresh.session().request('/api/outbox', { headers: { authorization: `Bearer ${fresh.running.operatorKey}` } });
      expect((res.json.messages as { to: string }[]).filter((m) => m.to === 'resend@example.com')).toHaveLength(limit + 1);
    } finally {
      await fresh.dispose();
    }
  });
});
