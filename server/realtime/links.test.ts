/**
 * Moderation links over the realtime endpoint of a real server: only the current token is held,
 * a held link grants exactly the moderation grants of its event, replacing the link ends every
 * holder's live queries at once, and the audience reads accepted messages without signing in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages } from '@domain/chats/chat';
import type { HttpSession } from '../testing/http-session';
import { TempServer } from '../testing/temp-server';
import type { TestClient } from './test-harness';

const EVENT = 'ev1';
const CHAT = `events/${EVENT}/chats/c1`;
let server: TempServer;
let owner: HttpSession;

async function rotate(): Promise<string> {
  const res = await owner.post('/api/call/rotateModerationLink', { eventId: EVENT });
  expect(res.status).toBe(200);
  return res.json.result.token as string;
}

async function visitor(): Promise<TestClient> {
  return server.session().socket();
}

const link = (client: TestClient, token: string, resourceId = EVENT) => client.request({ op: 'link', kind: 'moderation', resourceId, token });

beforeAll(async () => {
  server = new TempServer();
  await server.start();
  const signedUp = await server.signedUp('olivia@example.com');
  owner = signedUp.browser;
  await server.running.engine.commit([
    { type: 'set', path: `events/${EVENT}`, data: { title: 'Launch' } },
    { type: 'set', path: `resourceAccess/${EVENT}`, data: { type: 'event', users: [signedUp.uid] } },
    { type: 'set', path: `resourceAccess/${EVENT}/permissions/${signedUp.uid}`, data: { permission: 'owner' } },
    { type: 'set', path: CHAT, data: { title: 'Questions', autoApprove: false, presenterChat: true, online: true } },
    { type: 'set', path: `${CHAT}/messages/pending`, data: { text: 'pending one', type: null, username: 'Ada' } },
    { type: 'set', path: `${CHAT}/messages/accepted`, data: { text: 'accepted one', type: 'accepted', username: 'Bob' } },
    { type: 'set', path: `events/${EVENT}/streams/s1`, data: { title: 'Main' } },
    { type: 'set', path: `events/${EVENT}/streams/s1/logs/l1`, data: { type: 'go_live' } },
    { type: 'set', path: 'events/other/chats/c1/messages/m1', data: { text: 'elsewhere', type: null } },
  ]);
});
afterAll(() => server.dispose());
// Tests approve the pending message; each starts with one waiting, so not every message is public.
beforeEach(async () => {
  await server.running.engine.commit([{ type: 'set', path: `${CHAT}/messages/pending`, data: { text: 'pending one', type: null, username: 'Ada' } }]);
});

describe('holding a moderation link', () => {
  it('makes a 192-bit token that only owners and producers can make, and that the event id alone does not replace', async () => {
    const token = await rotate();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stranger = await server.signedUp('sam@example.com');
    expect((await stranger.browser.post('/api/call/rotateModerationLink', { eventId: EVENT })).status).toBe(403);
    const client = await visitor();
    for (const wrong of ['', EVENT, `${token}x`, token.slice(0, -1)]) {
      const res = await link(client, wrong || 'x');
      expect(res.ok).toBe(false);
      expect(res.error).toEqual({ code: 'permission-denied', message: chatMessages.linkInvalid });
    }
    expect((await link(client, token, 'other')).ok).toBe(false);
    client.close();
  });

  it('grants the moderation grants of its own event, and nothing else', async () => {
    const token = await rotate();
    const client = await visitor();
    expect((await client.request({ op: 'get', path: `${CHAT}/messages/pending` })).error.code).toBe('permission-denied');
    expect((await link(client, token)).ok).toBe(true);

    expect((await client.request({ op: 'list', query: { path: `${CHAT}/messages` } })).result).toHaveLength(2);
    expect((await client.request({ op: 'list', query: { path: `events/${EVENT}/streams/s1/logs` } })).result).toHaveLength(1);
    const approve = await client.request({ op: 'write', ops: [{ type: 'update', path: `${CHAT}/messages/pending`, data: { type: 'accepted' } }] });
    expect(approve.ok).toBe(true);
    const adminMessage = { text: 'Welcome', username: 'Admin', user: 'Admin', isOwner: true, type: 'accepted', createdAt: { __sentinel__: 'serverTimestamp' } };
    const send = await client.request({ op: 'write', ops: [{ type: 'create', path: `${CHAT}/messages/admin1`, data: adminMessage }] });
    expect(send.ok).toBe(true);
    const mute = await client.request({ op: 'write', ops: [{ type: 'create', path: `${CHAT}/mutes/anon:abc`, data: { createdBy: 'link' } }] });
    expect(mute.ok).toBe(true);

    const refused = [
      { op: 'get', path: `events/${EVENT}` },
      { op: 'get', path: 'events/other/chats/c1/messages/m1' },
      { op: 'write', ops: [{ type: 'update', path: `${CHAT}/messages/pending`, data: { text: 'rewritten' } }] },
      { op: 'write', ops: [{ type: 'delete', path: `${CHAT}/messages/pending` }] },
      { op: 'write', ops: [{ type: 'update', path: CHAT, data: { online: false } }] },
      { op: 'write', ops: [{ type: 'create', path: `resourceAccess/${EVENT}/permissions/me`, data: { permission: 'owner' } }] },
      { op: 'get', path: `moderationLinks/${EVENT}` },
    ];
    for (const frame of refused) expect((await client.request(frame)).error?.code, JSON.stringify(frame)).toBe('permission-denied');
    expect((await server.running.engine.get(`${CHAT}/messages/pending`))!.data.text).toBe('pending one');
    client.close();
  });

  it('is judged before the frames sent after it, so a subscription sent at once works', async () => {
    const token = await rotate();
    const client = await visitor();
    const from = client.frames.length;
    client.sendRaw(JSON.stringify({ op: 'link', id: 900, kind: 'moderation', resourceId: EVENT, token }));
    client.sendRaw(JSON.stringify({ op: 'sub', id: 901, target: { query: { path: `${CHAT}/messages` } } }));
    const res = await client.waitFor((f) => f.t === 'res' && f.id === 901, from);
    expect(res.ok).toBe(true);
    client.close();
  });

  it('stops working for every holder at once when the link is replaced', async () => {
    const token = await rotate();
    const holders = [await visitor(), await visitor()];
    const subs: { id: number }[][] = [];
    for (const client of holders) {
      expect((await link(client, token)).ok).toBe(true);
      // The chat itself is public: its subscription ends too, so the screen learns the link is gone.
      subs.push([await client.subscribe({ query: { path: `${CHAT}/messages` } }), await client.subscribe({ doc: CHAT })]);
    }
    const from = holders.map((c) => c.frames.length);
    await rotate();
    for (const [i, client] of holders.entries()) {
      for (const sub of subs[i]) {
        const ended = await client.waitFor((f) => f.t === 'suberr' && f.sub === sub.id, from[i]);
        expect(ended.error.code).toBe('permission-denied');
      }
      const write = await client.request({ op: 'write', ops: [{ type: 'update', path: `${CHAT}/messages/pending`, data: { type: null } }] });
      expect(write.error.code).toBe('permission-denied');
      client.close();
    }
  });
});

describe('the audience, signed out', () => {
  it('reads a chat and its accepted messages, and nothing pending', async () => {
    const client = await visitor();
    expect((await client.request({ op: 'get', path: CHAT })).result.data).toMatchObject({ title: 'Questions' });
    const accepted = await client.request({ op: 'list', query: { path: `${CHAT}/messages`, where: [{ field: 'type', op: 'in', value: ['accepted', 'presenter'] }] } });
    expect(accepted.ok).toBe(true);
    expect(accepted.result.map((d: { data: { text: string } }) => d.data.text)).toContain('accepted one');
    expect((await client.request({ op: 'list', query: { path: `${CHAT}/messages` } })).error.code).toBe('permission-denied');
    // As Firestore judges queries: one that could return pending messages is refused even when none match.
    const unfiltered = await client.request({ op: 'list', query: { path: `${CHAT}/messages`, where: [{ field: 'username', op: '==', value: 'Bob' }] } });
    expect(unfiltered.error.code).toBe('permission-denied');
    const forged = await client.request({ op: 'write', ops: [{ type: 'create', path: `${CHAT}/messages/x`, data: { text: 'hi', type: 'accepted' } }] });
    expect(forged.error.code).toBe('permission-denied');
    client.close();
  });
});
