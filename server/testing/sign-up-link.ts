/**
 * Test support: the sign-up link mailed to an address, read from the outbox with the operator
 * key as the machine's operator would (server/mail/routes.ts), for tests that only need an account.
 */
import type { AddressAnswer } from './address-browser';

export const SIGN_UP_SUBJECT = 'Finish signing up for EventDesk';

type OutboxMail = { to: string; subject: string; text: string };

/** The token of the newest sign-up link in `text`, or null. */
export function signUpToken(text: string): string | null {
  return /https?:\/\/\S+\/finish-signup#token=([\w-]+)/.exec(text)?.[1] ?? null;
}

/** The token of the newest sign-up mail to `email`; fails when none was sent. */
export async function mailedSignUpToken(baseUrl: string, operatorKey: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/outbox`, { headers: { authorization: `Bearer ${operatorKey}` } });
  if (res.status !== 200) throw new Error(`the outbox answered ${res.status}`);
  const { messages } = (await res.json()) as { messages: OutboxMail[] };
  const mail = messages.find((m) => m.to === email.trim().toLowerCase() && m.subject === SIGN_UP_SUBJECT);
  const token = mail && signUpToken(mail.text);
  if (!token) throw new Error(`no sign-up link was mailed to ${email}`);
  return token;
}

/** An `HttpSession` or an `AddressBrowser`: a browser that keeps its cookies. */
type Browser = { baseUrl: string; post(path: string, json: unknown): Promise<AddressAnswer> };

/** Signs `email` up in `browser` and follows the mailed link there: the browser ends signed in; answers the new uid. */

export async function signUpAndFollow(browser: Browser, operatorKey: string, email: string, password: string): Promise<string> {
  const res = await browser.post('/api/auth/signup', { email, password });
  if (res.status !== 204) throw new Error(`sign-up of ${email} answered ${res.status}: ${JSON.stringify(res.json)}`);
  const token = await mailedSignUpToken(browser.baseUrl, operatorKey, email);
  const finished = await browser.post('/api/auth/signup/finish', { token });
  if (finished.status !== 200) throw new Error(`the sign-up link of ${email} answered ${finished.status}: ${JSON.stringify(finished.json)}`);
  return finished.json.user.uid as string;
}
