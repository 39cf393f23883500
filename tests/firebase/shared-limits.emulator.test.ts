/**
 * The `/api` limits on Firebase hold for the deployment, not per Cloud Functions instance: two
 * instances (the functions' modules loaded twice, each with its own memory) against one Firestore
 * emulator count a caller's wrong site passwords, presenter tokens, chat messages and new poll
 * voters together, every count expires, and no client may read or write those counts.
 */
import { createHash } from 'node:crypto';
import { FirebaseError } from 'firebase/app';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHATS, chatMessages, SENDER_RATE_LIMIT, SENDER_RATE_WINDOW_MS } from '@domain/chats/chat';
import { UNLOCK_LIMIT } from '@domain/pages/site-access';
import { voteMessages, VOTERS_PER_ADDRESS } from '@domain/polls/vote';
import { hashPassword } from '@server/auth/passwords';
import { addressKey, loadSenderSecret } from '@server/api/chat-sender';
import { limitCountPath, limitCountSecret } from '@server/api/document-limits';
import { voterIssuePath } from '@server/api/poll-voter-issues';
import { loadVoterSecret } from '@server/api/poll-voters';
import { PRESENTER_GUESS_LIMIT } from '@server/api/presenting-handlers';
import { serverSecretPath } from '@server/api/server-secrets';
import type { AdminDocs } from '@server/api/services';
import { emulatorAdminDocs } from './admin-sdk';
import { emulators } from './emulators';
import { firestoreClient, userToken, type EmulatorOptions } from './firestore-clients';

type Instance = (name: string, input: unknown, address: string) => Promise<{ status: number; code?: string; message?: string }>;

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A fresh copy of the `api` function's modules, as a new instance (or a cold start) loads them. */
async function startInstance(): Promise<Instance> {
  vi.resetModules();
  const { handleApiRequest } = await import('../../functions/src/api-request');
  const { adminServices } = await import('../../functions/src/admin-services');
  const { apiHandlers } = await import('@server/api/handlers');
  return async (name, input, address) => {
    const answer = await handleApiRequest(
      { method: 'POST', path: `/api/call/${name}`, contentType: 'application/json', clientAddress: address, body: new TextEncoder().encode(JSON.stringify(input)) },
      { handlers: apiHandlers, services: adminServices(), verifyToken: async () => ({ kind: 'invalid' }), log: () => undefined },
    );
    const { error } = answer.body as { error?: { code: string; message: string } };
    return { status: answer.status, ...(error ? { code: error.code, message: error.message } : {}) };
  };
}

let docs: AdminDocs;
let client: ReturnType<typeof firestoreClient>;
let instances: [Instance, Instance];

beforeAll(async () => {
  setLogLevel('error');
  docs = emulatorAdminDocs();
  client = firestoreClient(emulators().project, 'shared-limits client', userToken('curious') as EmulatorOptions);
  instances = [await startInstance(), await startInstance()];
});
afterAll(async () => {
  await client.dispose();
});

/** Sends `count` calls from `address`, taking turns between the two instances; answers each status. */
async function alternate(count: number, name: string, input: (i: number) => unknown, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await instances[i % 2](name, input(i), address)).status);
  return statuses;
}

describe('limits shared by every instance of the api function', () => {
  it('refuses the wrong site password past the limit, counted across two instances, and only to that address', async () => {
    const eventId = `limits${suffix()}`;
    await docs.runTransaction(async (tx) =>
      tx.set(`events/${eventId}`, { title: 'Protected', status: 'created', protectionType: 'password', passHash: await hashPassword('right horse') }),
    );
    const guesser = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const wrong = () => ({ eventId, secret: 'wrong horse' });
    // The first of the viewer's growing waits: its shortest window's tries.
    const tries = UNLOCK_LIMIT.perViewer[0].limit;
    expect(await alternate(tries, 'unlockEventSite', wrong, guesser)).toEqual(Array(tries).fill(403));
    // One more, on either instance, is refused: the instances counted together.
    expect(await instances[0]('unlockEventSite', wrong(), guesser)).toMatchObject({ status: 429, code: 'resource-exhausted' });
    expect(await instances[1]('unlockEventSite', { eventId, secret: 'right horse' }, guesser)).toMatchObject({ status: 429, code: 'resource-exhausted' });
    // Another address is still heard, and the right password lets it in.
    expect((await instances[1]('unlockEventSite', wrong(), '198.51.100.7')).status).toBe(403);
    expect((await instances[0]('unlockEventSite', { eventId, secret: 'right horse' }, '198.51.100.7')).status).toBe(200);
  });

  it('refuses presenter-token guesses past the limit, counted across two instances', async () => {
    const guesser = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const guess = (i: number) => ({ linkId: `link${suffix()}`, token: `guess-${i}`, eventId: `event${suffix()}`, streamId: `stream${suffix()}` });
    expect(await alternate(PRESENTER_GUESS_LIMIT.limit, 'presenterSlides', guess, guesser)).toEqual(Array(PRESENTER_GUESS_LIMIT.limit).fill(403));
    expect(await instances[1]('presenterSlides', guess(0), guesser)).toMatchObject({ status: 429, code: 'resource-exhausted' });
    expect(await instances[0]('presenterSlides', guess(1), guesser)).toMatchObject({ status: 429, code: 'resource-exhausted' });
    // The count lives with the server, named by a keyed hash of the address (not its SHA-256,
    // which hashing every IPv4 address undoes); no client reads or changes it, nor the key.
    const path = limitCountPath({ window: PRESENTER_GUESS_LIMIT, key: guesser }, await limitCountSecret(docs));
    expect(path).not.toContain(createHash('sha256').update(`${PRESENTER_GUESS_LIMIT.name}\n${guesser}`).digest('hex'));
    expect((await docs.get(path))?.data.times).toHaveLength(PRESENTER_GUESS_LIMIT.limit);
    const denied = async (attempt: Promise<unknown>) => attempt.then(() => 'allowed', (error: FirebaseError) => error.code);
    for (const hidden of [path, serverSecretPath('limitCounts')]) {
      expect(await denied(getDoc(doc(client.db, hidden)))).toBe('permission-denied');
      expect(await denied(setDoc(doc(client.db, hidden), { times: [], value: 'chosen' }))).toBe('permission-denied');
    }
  });

  it('refuses a chat sender past its limit, counted across two instances, however often it drops its sender token', async () => {
    const eventId = `chat${suffix()}`;
    const chatId = 'questions';
    await docs.runTransaction(async (tx) => {
      tx.set(`events/${eventId}`, { title: 'Open', status: 'created' });
      tx.set(`${CHATS(eventId)}/${chatId}`, { title: 'Questions', autoApprove: false, presenterChat: false, signIn: false, emoji: true, online: true });
    });
    const sender = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const message = (i: number) => ({ eventId, chatId, text: `message ${i}` });
    // The clock stands still, so that the window cannot pass between the calls however slow they are.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await alternate(SENDER_RATE_LIMIT, 'postChatMessage', message, sender)).toEqual(Array(SENDER_RATE_LIMIT).fill(200));
      for (const instance of instances) {
        expect(await instance('postChatMessage', message(0), sender)).toEqual({
          status: 429,
          code: 'resource-exhausted',
          message: `${chatMessages.tooFast} Please try again in 10 seconds.`,
        });
      }
      // The address's count is one document that expires with its window.
      const window = { name: 'chat-sender', limit: SENDER_RATE_LIMIT, windowMs: SENDER_RATE_WINDOW_MS };
      const path = limitCountPath({ window, key: addressKey(sender, await loadSenderSecret(docs)) }, await limitCountSecret(docs));
      expect((await docs.get(path))?.data).toEqual({ times: Array(SENDER_RATE_LIMIT).fill(Date.now()), expiresAt: new Date(Date.now() + SENDER_RATE_WINDOW_MS) });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses new poll voters from a network past its limit, counted across two instances, in a count that expires', async () => {
    const eventId = `poll${suffix()}`;
    const poll = { question: 'Coffee or tea?', type: 'select', chart: 'bar', active: true, data: { a: { text: 'Coffee', value: 0 }, b: { text: 'Tea', value: 1 } } };
    await docs.runTransaction(async (tx) => {
      tx.set(`events/${eventId}`, { title: 'Open', status: 'created' });
      tx.set(`events/${eventId}/polls/p1`, poll);
    });
    const network = `198.51.100.${Math.floor(Math.random() * 250)}`;
    // No voter token: every vote asks for a new voter.
    const vote = () => ({ eventId, pollId: 'p1', optionId: 'a' });
    const { limit, windowMs } = VOTERS_PER_ADDRESS;
    expect(await alternate(limit, 'votePoll', vote, network)).toEqual(Array(limit).fill(200));
    for (const instance of instances) {
      expect(await instance('votePoll', vote(), network)).toEqual({ status: 429, code: 'resource-exhausted', message: `${voteMessages.tooManyVoters} Please try again in 60 minutes.` });
    }
    expect((await docs.get(`events/${eventId}/pollResults/p1`))?.data.total).toBe(limit);
    const count = (await docs.get(voterIssuePath(await loadVoterSecret(docs), eventId, network)))?.data;
    const times = count?.times as number[];
    expect(times).toHaveLength(limit);
    expect(count?.expiresAt).toEqual(new Date(Math.max(...times) + windowMs));
  });
});
