/**
 * Issue 29: what the site's Chat block reads, as a signed-out visitor could ask for it. Only the
 * accepted messages of the event's chat (a moderator's reply among them) reach a visitor, by any
 * path: a pending, rejected, muted or presenter-only message is never readable, by its id, in a
 * query, in a subscription, or through the server. A site that is not open shares them only with
 * the holders of its pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PUBLIC_MESSAGE_TYPES } from '@domain/chats/chat';
import { publicMessagesQuery } from '@domain/chats/public-message';
import { EVENT_SITE } from '@domain/pages/event-site';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { protectedEvent } from '../testing/protected-site';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 10, minute));
/** Every kind of message a chat holds; only m1 and m2 are the audience's. */
const MESSAGES_BY_TYPE = {
  m1: { text: 'When does it start?', username: 'Ada', user: 'Ada', type: 'accepted', createdAt: at(1) },
  m2: { text: 'At ten.', username: 'Admin', user: 'Admin', isOwner: true, type: 'accepted', createdAt: at(2), replyingTo: 'm1', replyMessage: { username: 'Ada', text: 'When does it start?' } },
  m3: { text: 'pending', username: 'Bo', type: null, createdAt: at(3) },
  m4: { text: 'rejected', username: 'Cy', type: 'rejected', createdAt: at(4) },
  m5: { text: 'muted', username: 'Di', type: 'muted', createdAt: at(5) },
  m6: { text: 'presenter only', username: 'Ed', type: 'presenter-only', createdAt: at(6) },
  m7: { text: 'inbox', username: 'Fi', type: 'inbox', createdAt: at(7) },
} as const;
const HIDDEN = ['m3', 'm4', 'm5', 'm6', 'm7'];

async function seedChat(eventId: string, chatId: string): Promise<void> {
  await server.running.engine.commit([
    { type: 'set', path: `events/${eventId}/chats/${chatId}`, data: { title: 'Questions', online: true } },
    ...Object.entries(MESSAGES_BY_TYPE).map(([id, data]) => ({ type: 'set' as const, path: `${MESSAGES(eventId, chatId)}/${id}`, data })),
  ]);
}

const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id);

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = await server.signedUp('olivia@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner']]));
});
afterAll(() => server.dispose());

describe('an open site’s chat, read by a signed-out visitor', () => {
  let eventId: string;
  beforeAll(async () => {
    ({ eventId } = await ok(owner.browser, 'createEvent', { title: 'Open chat', slug: 'open-chat', language: 'en', organizationId: 'org1' }));
    for (let i = 0; i < 500 && (await server.running.engine.get(EVENT_SITE(eventId)))?.data.open !== true; i++) await new Promise((r) => setTimeout(r, 10));
    await seedChat(eventId, 'c1');
  });

  it('gives the block’s query the accepted messages, newest first, the reply with its question', async () => {
    const socket = await server.session().socket();
    try {
      const listed = await socket.request({ op: 'list', query: publicMessagesQuery(eventId, 'c1') });
      expect(listed.ok).toBe(true);
      const docs = listed.result as { id: string; data: Record<string, unknown> }[];
      expect(ids(docs)).toEqual(['m2', 'm1']);
      expect(docs[0].data).toMatchObject({ isOwner: true, replyMessage: { username: 'Ada', text: 'When does it start?' } });
      const sub = await socket.subscribe({ query: publicMessagesQuery(eventId, 'c1') });
      expect(sub.res.ok).toBe(true);
      expect(ids((sub.first?.docs ?? []) as { id: string }[])).toEqual(['m2', 'm1']);
    } finally {
      socket.close();
    }
  });

  it('never gives a pending, rejected, muted, presenter-only or inbox message, by id, by query or by subscription', async () => {
    const socket = await server.session().socket();
    try {
      for (const id of HIDDEN) {
        const path = `${MESSAGES(eventId, 'c1')}/${id}`;
        const got = await socket.request({ op: 'get', path });
        expect(got.ok, id).toBe(false);
        const sub = await socket.subscribe({ doc: path });
        expect(sub.res.ok, id).toBe(false);
      }
      const path = MESSAGES(eventId, 'c1');
      for (const value of [['accepted', 'rejected'], [null], ['presenter-only'], [...PUBLIC_MESSAGE_TYPES, 'inbox']]) {
        expect((await socket.request({ op: 'list', query: { path, where: [{ field: 'type', op: 'in', value }] } })).ok, JSON.stringify(value)).toBe(false);
      }
      expect((await socket.request({ op: 'list', query: { path } })).ok).toBe(false);
      expect((await socket.request({ op: 'list', query: { path, where: [{ field: 'type', op: '==', value: null }] } })).ok).toBe(false);
    } finally {
      socket.close();
    }
  });
});

describe('a protected site’s chat', () => {
  it('is closed to a visitor without the pass; with it, the server gives the accepted messages and nothing else', async () => {
    const ev = await protectedEvent(server, owner.browser, 'org1', 'closed-chat', 'password');
    await seedChat(ev.eventId, ev.chatId);
    const visitor = server.session();
    const query = publicMessagesQuery(ev.eventId, ev.chatId);
    const socket = await visitor.socket();
    try {
      expect((await socket.request({ op: 'list', query })).ok).toBe(false);
    } finally {
      socket.close();
    }
    const read = (pass: string | undefined, input: { path: string; where?: unknown }) => call(visitor, 'readSiteAudience', { eventId: ev.eventId, ...(pass ? { pass } : {}), ...input } as never);
    expect((await read(undefined, { path: query.path, where: query.where })).status).toBe(403);
    expect((await read('not-a-pass', { path: query.path, where: query.where })).status).toBeGreaterThanOrEqual(400);

    const { pass } = await ok(visitor, 'unlockEventSite', { eventId: ev.eventId, secret: ev.secret });
    const answer = await ok(visitor, 'readSiteAudience', { eventId: ev.eventId, pass, path: query.path, where: query.where, orderBy: query.orderBy, limit: query.limit });
    // The event's own question was asked just now, after the seeded ones.
    expect(ids(answer.docs)).toEqual([ev.messageId, 'm2', 'm1']);
    for (const id of HIDDEN) expect((await ok(visitor, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${query.path}/${id}` })).docs, id).toEqual([]);
    expect((await read(pass, { path: query.path, where: [{ field: 'type', op: 'in', value: ['accepted', 'rejected'] }] })).status).toBe(403);
  });
});
