/**
 * The `event` Cloud Function as deployed (functions/src/presentation.ts): built from functions/,
 * served by the Functions emulator and reached through Hosting's rewrite as the app reaches it.
 * It acts only for a caller whose Firebase ID token the Admin SDK accepts, and a deployment that
 * names no converter service says so. The processing behind it is tested in
 * hosted-document-processing.emulator.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@domain/media/media-types';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators, hostOf } from './emulators';

const record = JSON.stringify({ name: 'talk.pdf', folderID: 'folder-1', resourceID: 'event-1' });
let user: EmulatorAccount;

async function post(base: string, { token, method = 'POST', body = record }: { token?: string; method?: string; body?: string } = {}) {
  const res = await fetch(`${base}/event/event-1/presentation/process-1`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'POST' ? { body } : {}),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } };
}

beforeAll(async () => {
  user = await newAccount('presentation-caller');
});

describe('the presentation function', () => {
  it('refuses a call without an ID token, or with one that is not a valid token, before reading anything', async () => {
    // The function's own address, beside the api function's.
    const base = emulators().functionsUrl?.replace(/\/api$/, '');
    if (!base) throw new Error('The Functions emulator is not running in this test run.');
    expect(await post(base)).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in to upload files.' } } });
    expect(await post(base, { token: 'not-a-token' })).toEqual({ status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in to upload files.' } } });
    // A token signed by someone else: the right shape, the wrong signature.
    const [header, payload] = user.idToken.split('.');
    expect((await post(base, { token: `${header}.${payload}.${Buffer.from('forged').toString('base64url')}` })).status).toBe(401);
    expect((await post(base, { method: 'GET' })).status).toBe(405);
  });

  it('answers through Hosting at the spec address, and a signed-in caller learns that no converter service is set up', async () => {
    const answer = await post(`http://${hostOf('hosting')}`, { token: user.idToken });
    expect(answer).toEqual({ status: 503, body: { error: { code: 'unavailable', message: mediaMessages.converterUnavailable } } });
  });
});
