/**
 * Issue 10, finding 5, through the real server: writers change only what their role should. A
 * moderator (by role or by the moderation link) changes a message's type and the presenter date
 * that approval stamps, never its text, author or isOwner; a message they create is Admin's
 * accepted message, dated by the server, never one in another user's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWrites } from '../testing/organization-writes';
import type { HttpSession } from '../testing/http-session';
import { TempServer } from '../testing/temp-server';
import type { TestClient } from './test-harness';

const EVENT = 'limits-event';
const MESSAGES = `events/${EVENT}/chats/c1/messages`;
const SERVER_TIME = { __sentinel__: 'serverTimestamp' };
const AUDIENCE_MESSAGE = { text: 'Is there a recording?', username: 'Ann', user: 'Ann', uid: 'ann-uid', isOwner: false, type: null, senderKey: 'uid:ann-uid' };
const ADMIN_MESSAGE = { text: 'Welcome', username: 'Admin', user: 'Admin', isOwner: true, type: 'accepted', createdAt: SERVER_TIME };

const server = new TempServer();
let owner: HttpSession;
let moderator: TestClient;
let linkHolder: TestClient;

beforeAll(async () => {
  await server.start();
  const ownerAccount = await server.signedUp('limits-owner@example.com');
  owner = ownerAccount.browser;
  const moderatorAccount = await server.signedUp('limits-moderator@example.com');
  await server.running.engine.commit([
    ...organizationWrites('limits-org', 'Limits', [
      [{ uid: ownerAccount.uid }, 'owner'],
      [{ uid: moderatorAccount.uid }, 'moderator'],
    ]),
    { type: 'set', path: `events/${EVENT}`, data: { title: 'Limits', organization: 'limits-org' } },
    { type: 'set', path: `events/${EVENT}/chats/c1`, data: { title: 'Questions', autoApprove: false, presenterChat: true } },
  ]);
  moderator = await moderatorAccount.browser.socket();
  const token = (await owner.post('/api/call/rotateModerationLink', { eventId: EVENT })).json.result.token as string;
  linkHolder = await server.session().socket();
  expect((await linkHolder.request({ op: 'link', kind: 'moderation', resourceId: EVENT, token })).ok).toBe(true);
});
afterAll(async () => {
  moderator.close();
  linkHolder.close();
  await server.dispose();
});

const write = (client: TestClient, op: Record<string, unknown>) => client.request({ op: 'write', ops: [op] });
const stored = async (path: string) => (await server.running.engine.get(path))?.data;

describe.each([
  ['a moderator', () => moderator],
  ['a moderation-link holder', () => linkHolder],
])('%s', (who, client) => {
  const path = `${MESSAGES}/${who.replace(/\W/g, '-')}`;

  it('approves and routes a message, stamping the presenter date with the server’s time', async () => {
    await server.running.engine.commit([{ type: 'set', path, data: AUDIENCE_MESSAGE }]);
    expect(await write(client(), { type: 'update', path, data: { type: 'accepted' } })).toMatchObject({ ok: true });
    expect(await write(client(), { type: 'update', path, data: { type: 'presenter', presenterDate: SERVER_TIME } })).toMatchObject({ ok: true });
    expect(await write(client(), { type: 'update', path, data: { type: null } })).toMatchObject({ ok: true });
    expect(await stored(path)).toMatchObject({ ...AUDIENCE_MESSAGE, type: null, presenterDate: expect.any(Date) });
  });

  it('cannot rewrite a message’s text, author or isOwner, nor backdate it', async () => {
    await server.running.engine.commit([{ type: 'set', path, data: AUDIENCE_MESSAGE }]);
    for (const data of [
      { text: 'Something Ann never said' },
      { username: 'Admin', user: 'Admin' },
      { uid: 'someone-else' },
      { isOwner: true },
      { type: 'accepted', text: 'Approved, and changed' },
      { type: 'presenter', presenterDate: new Date(0).toISOString() },
      { type: 'muted' },
    ]) {
      const res = await write(client(), { type: 'update', path, data });
      expect(res.error?.code, JSON.stringify(data)).toBe('permission-denied');
    }
    expect(await stored(path)).toEqual(AUDIENCE_MESSAGE);
  });

  it('writes only as Admin: never an accepted message in another user’s name', async () => {
    const created = `${path}-created`;
    for (const data of [
      { ...ADMIN_MESSAGE, username: 'Ann', user: 'Ann', isOwner: false },
      { ...ADMIN_MESSAGE, uid: 'ann-uid' },
      { ...ADMIN_MESSAGE, senderKey: 'uid:ann-uid' },
      { ...ADMIN_MESSAGE, createdAt: { __date__: 0 } },
      { ...ADMIN_MESSAGE, type: 'presenter' },
      { ...ADMIN_MESSAGE, text: 'x'.repeat(2001) },
    ]) {
      const res = await write(client(), { type: 'create', path: created, data });
      expect(res.error?.code, JSON.stringify(data).slice(0, 120)).toBe('permission-denied');
    }
    expect(await stored(created)).toBeUndefined();
    const reply = { ...ADMIN_MESSAGE, replyingTo: 'm1', replyMessage: { username: 'Ann', text: 'Is there a recording?' } };
    expect(await write(client(), { type: 'create', path: created, data: reply })).toMatchObject({ ok: true });
    expect(await stored(created)).toMatchObject({ ...reply, createdAt: expect.any(Date) });
  });
});
