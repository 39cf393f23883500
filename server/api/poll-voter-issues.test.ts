/**
 * The limit of new voters per network and event holds across processes (Cloud Functions
 * instances, restarts): two votePoll handlers over one database share it, because its count is a
 * document the vote's commit charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteMessages } from '@domain/polls/vote';
import { createEngine } from '../db/create-engine';
import type { DocumentEngine } from '../db/engine';
import { createSlidingWindow } from '../limits/sliding-window';
import { engineDocs, hostedSignUpOnly } from './engine-services';
import type { ApiContext } from './handler-types';
import { createVoteBatcher } from './poll-vote-batcher';
import { VOTER_ISSUES } from './poll-voter-issues';
import { createVotePoll } from './poll-voting';
import { createMemoryLimits } from '../limits/limit-counter';
import { createDocumentLimits } from './document-limits';
import { newPassToken, passPath, protectionStamp } from './site-passes';

let engine: DocumentEngine;
const limit = { limit: 5, windowMs: 3_600_000 };
let clock = 1_000_000;
const now = () => clock;

const context = (clientAddress: string): ApiContext => ({
  auth: null,
  provider: 'local',
  clientAddress,
  services: { docs: engineDocs(engine), limits: createMemoryLimits(), sendMail: async () => {}, publicUrl: () => 'http://eventdesk.test', linkCredential: async () => 'unused', deleteFiles: async () => 0, revokeSessions: async () => undefined, accounts: hostedSignUpOnly },
});

/** A process's votePoll: its own windows and batcher, the database shared. */
const instance = () => createVotePoll({ newVoters: createSlidingWindow({ ...limit, now }), batcher: createVoteBatcher({ newVoters: limit, now }) });

beforeAll(async () => {
  engine = await createEngine({});
  const poll = { question: 'Coffee or tea?', type: 'select', chart: 'bar', active: true, data: { a: { text: 'Coffee', value: 0 }, b: { text: 'Tea', value: 1 } } };
  await engine.commit(['ev1', 'ev2', 'busy'].flatMap((eventId) => [
    { type: 'set' as const, path: `events/${eventId}`, data: { title: 'Launch' } },
    { type: 'set' as const, path: `events/${eventId}/polls/p1`, data: poll },
  ]));
});
afterAll(() => engine.close());

describe('new voters per network and event', () => {
  it('are counted once across two instances, per event, and come back as the window passes', async () => {
    const [first, second] = [instance(), instance()];
    const vote = (handler: typeof first, eventId = 'ev1', address = '198.51.100.7') => handler.run({ eventId, pollId: 'p1', optionId: 'a' }, context(address));

    for (let i = 0; i < 3; i++) await vote(first);
    await vote(second);
    await vote(second);
    await expect(vote(second)).rejects.toMatchObject({ status: 429, message: `${voteMessages.tooManyVoters} Please try again in 60 minutes.` });
    await expect(vote(first)).rejects.toMatchObject({ status: 429 });
    // Another event and another network have their own counts; an IPv6 /64 is one network.
    await vote(second, 'ev2');
    await vote(second, 'ev1', '2001:db8::1');
    for (let i = 0; i < 4; i++) await vote(second, 'ev1', `2001:db8::${i + 2}`);
    await expect(vote(first, 'ev1', '2001:db8::ffff')).rejects.toMatchObject({ status: 429 });

    clock += limit.windowMs;
    await vote(first);
    expect((await engine.get(`events/ev1/pollResults/p1`))?.data.total).toBe(11);
    // The counts name neither the event nor the address.
    const counts = await engine.list({ path: VOTER_ISSUES });
    expect(counts).toHaveLength(3);
    expect(JSON.stringify(counts)).not.toMatch(/ev1|198\.51|2001/);
    // Each count is deleted once its window is empty again (Firestore's TTL on `expiresAt`).
    for (const { data } of counts) expect(data.expiresAt).toEqual(new Date(Math.max(...(data.times as number[])) + limit.windowMs));
  });
});

describe('votes per network', () => {
  it('are counted once across two instances where the services count in documents', async () => {
    const votesByNetwork = { limit: 3, windowMs: 60_000 };
    const limits = createDocumentLimits(engineDocs(engine), now);
    const [first, second] = [createVotePoll({ votesByNetwork }), createVotePoll({ votesByNetwork })];
    const vote = (handler: typeof first) => handler.run({ eventId: 'ev2', pollId: 'p1', optionId: 'b' }, { ...context('192.0.2.44'), services: { ...context('').services, limits } });
    for (let i = 0; i < votesByNetwork.limit; i++) await vote([first, second][i % 2]);
    for (const handler of [second, first]) {
      await expect(vote(handler)).rejects.toMatchObject({ status: 429, message: `${voteMessages.tooFast} Please try again in 1 minute.` });
    }
  });
});

describe('new voters per event, from every network together', () => {
  it('are shed past the event’s ceiling across two instances, while signed-in voters and pass holders still vote', async () => {
    const votersPerEvent = { limit: 3, windowMs: 600_000 };
    const limits = createDocumentLimits(engineDocs(engine), now);
    const locked = { title: 'Locked', protectionType: 'password', passHash: 'stored-hash' };
    const poll = { question: 'Coffee or tea?', type: 'select', chart: 'bar', active: true, data: { a: { text: 'Coffee', value: 0 } } };
    await engine.commit([
      { type: 'set', path: 'events/locked', data: locked },
      { type: 'set', path: 'events/locked/polls/p1', data: poll },
    ]);
    const [first, second] = [createVotePoll({ votersPerEvent }), createVotePoll({ votersPerEvent })];
    const services = { ...context('').services, limits };
    const vote = (handler: typeof first, address: string, extra: Partial<ApiContext> = {}, eventId = 'busy', pass?: string) =>
      handler.run({ eventId, pollId: 'p1', optionId: 'a', pass }, { ...context(address), services, ...extra });

    // Three voters from three networks, each far under its own limit, fill the event's ceiling.
    for (let i = 0; i < 3; i++) expect(await vote([first, second][i % 2], `203.0.113.${i + 1}`)).toEqual({ voterToken: expect.any(String) });
    for (const handler of [first, second]) {
      await expect(vote(handler, '203.0.113.99')).rejects.toMatchObject({ status: 429, message: `${voteMessages.eventBusy} Please try again in 10 minutes.` });
    }
    // Signed-in voters are no new voter tokens: they still vote.
    const signedIn = { auth: { uid: 'ada', email: 'ada@example.com', emailVerified: true, sessionId: 's' } };
    expect(await vote(second, '203.0.113.99', signedIn)).toEqual({ voterToken: null });
    // Neither do viewers the site's password let in, each with their own pass.
    for (let i = 0; i < 5; i++) {
      const pass = newPassToken();
      await engine.commit([{ type: 'set', path: passPath('locked', pass), data: { protectionStamp: protectionStamp(locked) } }]);
      expect(await vote([first, second][i % 2], `198.51.100.${i + 1}`, {}, 'locked', pass)).toEqual({ voterToken: expect.any(String) });
    }
    // The refused voters took nothing; once the window has passed, new voters come again.
    clock += votersPerEvent.windowMs;
    expect(await vote(first, '203.0.113.99')).toEqual({ voterToken: expect.any(String) });
    expect((await engine.get('events/busy/pollResults/p1'))?.data.total).toBe(5);
  });
});
