/**
 * Which Firebase app an operation reaches once a link is held: the link's for the paths its
 * grants cover, the signed-in (or signed-out) primary one for everything else.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentStore, Transaction } from '../port/documents';
import { createLinkRouting, type OpenedLink } from './link-routing';

/** A store that answers every call with its own name, so a test sees where a call went. */
function namedStore(name: string): DocumentStore {
  const answer = async () => name;
  return {
    get: answer,
    list: answer,
    aggregate: answer,
    add: answer,
    create: answer,
    set: answer,
    update: answer,
    remove: answer,
    batch: answer,
    runTransaction: answer,
    subscribeDoc: () => () => name,
    subscribeQuery: () => () => name,
  } as unknown as DocumentStore;
}

const primary = namedStore('primary');
const linkStore = namedStore('link');
const held: OpenedLink[] = [];
const docs = createLinkRouting(primary, () => held);
const where = (answer: unknown) => Promise.resolve(answer);

describe('createLinkRouting', () => {
  it('sends everything to the primary app while no link is held', async () => {
    held.length = 0;
    expect(await where(docs.get('events/ev1/chats/c1/messages/m1'))).toBe('primary');
    expect(await where(docs.runTransaction(async (tx: Transaction) => tx.get('events/ev1/streams/s1')))).toBe('primary');
  });

  it("sends what the link's grants cover to the link's app, for its event only", async () => {
    held.splice(0, held.length, { kind: 'moderation', resourceId: 'ev1', docs: linkStore });
    expect(await where(docs.get('events/ev1/chats/c1/messages/m1'))).toBe('link');
    expect(await where(docs.list({ path: 'events/ev1/chats/c1/messages' }))).toBe('link');
    expect(await where(docs.update('events/ev1/chats/c1/messages/m1', { type: 'accepted' }))).toBe('link');
    expect(await where(docs.remove('events/ev1/chats/c1/mutes/uid:u1'))).toBe('link');
    expect(docs.subscribeQuery({ path: 'events/ev1/streams/s1/logs' }, () => {})()).toBe('link');
    expect(await where(docs.get('events/ev2/chats/c1/messages/m1'))).toBe('primary');
    expect(await where(docs.get('events/ev1'))).toBe('primary');
    expect(await where(docs.list({ path: 'messages', group: true }))).toBe('primary');
    expect(docs.subscribeDoc('users/u1', () => {})()).toBe('primary');
  });

  it("routes a batch by its first write and a transaction by its first read (else its first write)", async () => {
    held.splice(0, held.length, { kind: 'moderation', resourceId: 'ev1', docs: linkStore });
    expect(await where(docs.batch([{ type: 'delete', path: 'events/ev1/chats/c1/mutes/k' }]))).toBe('link');
    expect(await where(docs.batch([{ type: 'delete', path: 'events/ev1' }]))).toBe('primary');
    const readsMessageFirst = async (tx: Transaction) => {
      await tx.get('events/ev1/chats/c1/messages/m1');
      await tx.get('events/ev1');
    };
    expect(await where(docs.runTransaction(readsMessageFirst))).toBe('link');
    expect(await where(docs.runTransaction(async (tx: Transaction) => tx.set('events/ev1/chats/c1/mutes/k', {})))).toBe('link');
    expect(await where(docs.runTransaction(async (tx: Transaction) => void (await tx.get('events/ev1'))))).toBe('primary');
  });
});
