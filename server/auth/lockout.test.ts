/**
 * The auth limits cannot be turned against an account's owner, through a real server with
 * clients on many loopback addresses: a flood that fills the ceilings for everyone is refused
 * while a fresh address and the owner's known device still get in; strangers' wrong guesses do
 * not lock out the owner's known device, and the reset link lets the owner in past them; reset
 * mail asked for from elsewhere does not block the owner's own request. Limits are set low so
 * the floods stay small in password checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBrowser } from '../testing/address-browser';
import { signUpAndFollow } from '../testing/sign-up-link';
import { TempServer } from '../testing/temp-server';

const WINDOW = 15 * 60 * 1000;
const server = new TempServer({
  abuseLimits: { signInPerAddress: { limit: 20, windowMs: WINDOW }, signInOverall: { limit: 60, windowMs: WINDOW } },
});
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'staple lantern meadow';

beforeAll(() => server.start());
afterAll(() => server.dispose());

let nextHost = 2;
/** A browser on an address nobody used yet. */
const fresh = () => new AddressBrowser(server.url, `127.0.0.${nextHost++}`);
const signIn = (browser: AddressBrowser, email: string, password: string) => browser.post('/api/auth/signin', { email, password });

async function mailTo(email: string): Promise<{ text: string }[]> {
  const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
  return (res.json.messages as { to: string; text: string }[]).filter((m) => m.to === email);
}

/** The owner's browser: signed up and in there (the mailed link followed), so it is a known device of the account. */
async function owner(email: string): Promise<AddressBrowser> {
  const browser = fresh();
  await signUpAndFollow(browser, server.running.operatorKey, email, PASSWORD);
  return browser;
}

/** `count` wrong guesses from `addresses` new addresses, each sending its share one after another; answers their statuses. */
async function flood(addresses: number, count: number, email: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  const attacker = async (browser: AddressBrowser, first: number) => {
    for (let i = first; i < count; i += addresses) statuses.push((await signIn(browser, email(i), `wrong guess ${i}`)).status);
  };
  await Promise.all(Array.from({ length: addresses }, (_, a) => attacker(fresh(), a)));
  return statuses;
}

describe('the ceilings for everyone', () => {
  it('refuse a flood of 2,000 failed sign-ins from 20 addresses, not the owner from a fresh address or a known device', { timeout: 120_000 }, async () => {
    const device = await owner('busy@example.com');
    const statuses = await flood(20, 2000, (i) => `stranger${i}@example.com`);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(1800);
    expect((await signIn(fresh(), 'busy@example.com', PASSWORD)).status).toBe(200);
    // The owner's laptop behind one of the flooding addresses (a shared network).
    expect((await signIn(device.movedTo('127.0.0.3'), 'busy@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('the account lockout', () => {
  it('does not keep out the owner’s known device, and the reset link lets the owner in from a new browser', { timeout: 60_000 }, async () => {
    const device = await owner('locked@example.com');
    const statuses = await flood(5, 10, () => 'locked@example.com');
    expect(statuses.every((s) => s === 401)).toBe(true);
    const newBrowser = fresh();
    expect((await signIn(newBrowser, 'locked@example.com', PASSWORD)).status).toBe(429);
    expect((await signIn(device, 'locked@example.com', PASSWORD)).status).toBe(200);

    expect((await newBrowser.post('/api/auth/password-reset', { email: 'locked@example.com' })).status).toBe(204);
    const [mail] = await mailTo('locked@example.com').then((m) => m.filter((x) => x.text.includes('#token=')));
    const token = /#token=([\w-]+)/.exec(mail.text)![1];
    expect((await newBrowser.post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).status).toBe(204);
    expect((await signIn(newBrowser, 'locked@example.com', NEW_PASSWORD)).status).toBe(200);
    // Strangers guessing again lock out new browsers, not the one that used the link.
    await flood(5, 10, () => 'locked@example.com');
    expect((await signIn(fresh(), 'locked@example.com', NEW_PASSWORD)).status).toBe(429);
    expect((await signIn(newBrowser, 'locked@example.com', NEW_PASSWORD)).status).toBe(200);
  });
});

describe('password reset mail', () => {
  it('is still sent to the owner who asks from a known device after 200 requests for the address from elsewhere', async () => {
    const device = await owner('reset-target@example.com');
    const attackers = Array.from({ length: 20 }, fresh);
    const answers = await Promise.all(
      attackers.map(async (attacker) => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await attacker.post('/api/auth/password-reset', { email: 'reset-target@example.com' })).status);
        return statuses;
      }),
    );
    expect(answers.flat().filter((s) => s === 429).length).toBeGreaterThan(150);
    const before = (await mailTo('reset-target@example.com')).length;
    expect((await device.post('/api/auth/password-reset', { email: 'reset-target@example.com' })).status).toBe(204);
    expect(await mailTo('reset-target@example.com')).toHaveLength(before + 1);
  });
});
