/**
 * The provider contract against the screen tests' backend (tests/doubles/backend-double.ts): it
 * is the local provider over the embedded server, and around it only records and injected
 * failures, so it must pass what every provider passes.
 */
import { describe, expect, it } from 'vitest';
import type { BackendError } from '@/backend/port';
import { createBackendDouble, testUser } from '@tests/doubles/backend-double';
import { screenServer } from '@tests/doubles/screen-server';
import { describeBackendContract } from './contract-suite';

describeBackendContract('screen-test backend', async () => ({
  backend: async () => createBackendDouble({ user: null }).backend,
  signUpCode: async (email) => (await screenServer()).signUpToken(email),
  teardown: async () => {},
}));

describe('the screen-test backend beside the contract', () => {
  it('refuses every read of a denied document as the server refuses it after a revoked role', async () => {
    const double = createBackendDouble({ docs: { 'events/e1': { title: 'Gone' } }, denied: ['events/e1'] });
    const { docs } = double.backend;
    const refusedLive = (start: (onError: (error: BackendError) => void) => void) =>
      new Promise<string>((resolve) => start((error) => resolve(error.code)));
    await expect(docs.get('events/e1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(docs.list({ path: 'events' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(docs.aggregate({ path: 'events/e1/chats' }, { count: true })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await refusedLive((onError) => docs.subscribeDoc('events/e1', () => undefined, onError))).toBe('permission-denied');
    expect(await refusedLive((onError) => docs.subscribeQuery({ path: 'events/e1/chats' }, () => undefined, onError))).toBe('permission-denied');
  });

  it('records a write only once the server took it', async () => {
    const double = createBackendDouble({ user: null });
    await expect(double.backend.docs.set('events/e9', { title: 'Not mine' })).rejects.toMatchObject({ code: 'permission-denied' });
    expect(double.writes).toEqual([]);
  });

  it('changes the current user once the sign-in has finished', async () => {
    const double = createBackendDouble({ user: null });
    const next = testUser({ email: 'later@example.com' });
    double.setUser(next);
    expect(double.backend.auth.currentUser()).toBeNull();
    await double.settled();
    expect(double.backend.auth.currentUser()?.email).toBe('later@example.com');
  });
});
