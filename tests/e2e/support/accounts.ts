/**
 * Account helpers for the end-to-end tests: fresh addresses, the sign-up form and its mailed
 * link, and the outbox (read with the operator key, as the machine's operator would).
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import type { TestServer } from './server';

export const PASSWORD = 'correct horse battery';

/** An address no other test (or earlier run) has used. */
export function freshEmail(name = 'user'): string {
  return `${name}-${randomBytes(6).toString('hex')}@example.com`;
}

export async function fillSignup(page: Page, email: string, password: string, confirm = password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** The link of the newest sign-up mail to `email`. */
export async function signUpLink(server: TestServer, email: string): Promise<string> {
  return `${server.url}/finish-signup#token=${await mailedSignUpToken(server.url, server.operatorKey(), email)}`;
}

/** Signs a new account up through the app, follows the mailed link and waits until the account area shows. */
export async function signUpNewAccount(page: Page, server: TestServer, email = freshEmail()): Promise<string> {
  await page.goto(`${server.url}/signup`);
  await fillSignup(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Check your email to finish signing up' })).toBeVisible();
  await page.goto(await signUpLink(server, email));
  await expect(page.getByText('My Account')).toBeVisible();
  return email;
}

export type OutboxMail = { to: string; subject: string; text: string };

export async function outboxFor(server: TestServer, email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${server.url}/api/outbox`, { headers: { authorization: `Bearer ${server.operatorKey()}` } });
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: OutboxMail[] };
  return messages.filter((m) => m.to === email);
}

/** What the server answers about the session a browser context holds. */
export async function sessionOf(page: Page, server: TestServer): Promise<{ email: string; emailVerified: boolean } | null> {
  const response = await page.request.get(`${server.url}/api/auth/session`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { email: string; emailVerified: boolean } | null }).user;
}
