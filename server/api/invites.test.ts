/**
 * The invite calls over HTTP against a real server: who may invite, what an invite holds and
 * mails, the link's checks, accepting exactly once, declining, and the members' profiles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteMessages } from '@domain/invites/invite';
import type { HttpSession } from '../testing/http-session';
import { TempServer } from '../testing/temp-server';
import { callApi as call } from '../testing/api-calls';

const ORG = 'org1';
let server: TempServer;
let owner: HttpSession;
let ownerUid: string;


async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const res = await server.session().request('/api/outbox', { headers: { authorization: `Bearer ${server.running.operatorKey}` } });
  return res.json.messages;
}

async function linkIn(to: string, pattern: RegExp): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === to && pattern.test(m.text));
  if (!mail) throw new Error(`no mail to ${to} matching ${pattern}`);
  return mail.text.match(pattern)![0];
}

/** Asks for a verification mail and follows its link. */
async function verify(browser: HttpSession, email: string): Promise<void> {
  expect((await browser.post('/api/auth/verification', {})).status).toBe(204);
  const link = new URL(await linkIn(email, /http\S+\/api\/auth\/verify\?token=\S+/));
  expect((await browser.request(link.pathname + link.search)).status).toBe(303);
}

/** A signed-up browser: the followed sign-up link verified its address. */
const verifiedUser = (email: string) => server.signedUp(email);

/** A signed-in browser whose address is not verified, as an account made before sign-up was confirmed by mail. */
async function unverifiedUser(email: string) {
  const user = await server.signedUp(email);
  await server.running.engine.internal.query('UPDATE auth_accounts SET email_verified = false WHERE email = $1', [email]);
  return user;
}

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;

async function invite(email: string): Promise<string> {
  const res = await call(owner, 'sendInvites', { resourceId: ORG, emails: [email] });
  expect(res.status).toBe(200);
  return res.json.result.results[0].inviteId as string;
}

beforeAll(async () => {
  server = new TempServer();
  await server.start();
  ({ browser: owner, uid: ownerUid } = await verifiedUser('olivia@example.com'));
  await server.running.engine.commit([
    { type: 'set', path: `resourceAccess/${ORG}`, data: { type: 'organization', name: 'Acme Events', users: [ownerUid], events: [] } },
    { type: 'set', path: `resourceAccess/${ORG}/permissions/${ownerUid}`, data: { permission: 'owner' } },
    { type: 'update', path: `users/${ownerUid}`, data: { username: 'Olivia' } },
  ]);
});
afterAll(() => server.dispose());

describe('sendInvites', () => {
  it('creates one producer invite per address, with an unguessable id, and mails its link', async () => {
    const res = await call(owner, 'sendInvites', { resourceId: ORG, emails: ['Ada@Example.com', 'not-an-email', 'ada@example.com'] });
    expect(res.status).toBe(200);
    const [ada, bad, ...rest] = res.json.result.results;
    expect(rest).toEqual([]);
    expect(bad).toEqual({ email: 'not-an-email', ok: false, error: 'Email is not valid.' });
    expect(ada).toMatchObject({ email: 'ada@example.com', ok: true });
    expect(ada.inviteId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await stored(`invites/${ada.inviteId}`)).toMatchObject({
      resource: ORG,
      createdBy: ownerUid,
      email: 'ada@example.com',
      invitationType: 'organization',
      permission: 'producer',
      inviteGrantedBy: { name: 'Olivia', email: 'olivia@example.com' },
      resourceInformation: { resource: ORG, name: 'Acme Events' },
    });
    expect((await stored(`invites/${ada.inviteId}`))!.status).toBeUndefined();
    const link = await linkIn('ada@example.com', /http\S+\/invite\/\S+/);
    expect(link).toBe(`${server.url}/invite/${ada.inviteId}/ada%40example.com`);
  });

  it('sends a pending invite again instead of making a second one', async () => {
    const first = await invite('twice@example.com');
    const second = await invite('twice@example.com');
    expect(second).toBe(first);
    expect((await outbox()).filter((m) => m.to === 'twice@example.com')).toHaveLength(2);
  });

  it('refuses callers below producer, and strangers, and leaves no invite behind', async () => {
    const viewer = await verifiedUser('victor@example.com');
    await server.running.engine.commit([{ type: 'set', path: `resourceAccess/${ORG}/permissions/${viewer.uid}`, data: { permission: 'viewer' } }]);
    const stranger = await verifiedUser('sam@example.com');
    for (const browser of [viewer.browser, stranger.browser]) {
      const res = await call(browser, 'sendInvites', { resourceId: ORG, emails: ['mallory@example.com'] });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permission-denied');
    }
    expect(await call(server.session(), 'sendInvites', { resourceId: ORG, emails: ['mallory@example.com'] })).toMatchObject({ status: 401 });
    expect(await server.running.engine.list({ path: 'invites', where: [{ field: 'email', op: '==', value: 'mallory@example.com' }] })).toEqual([]);
  });

  it('refuses malformed input with invalid-argument', async () => {
    for (const input of [{ resourceId: ORG, emails: [] }, { resourceId: ORG, emails: 'a@b.com' }, { resourceId: ORG }, { resourceId: ORG, emails: Array(51).fill('a@b.com') }]) {
      const res = await call(owner, 'sendInvites', input);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
  });
});

describe('getInvite', () => {
  it('shows anyone holding the link who invites them where', async () => {
    const id = await invite('gina@example.com');
    const res = await call(server.session(), 'getInvite', { inviteId: id, email: 'gina@example.com' });
    expect(res.json.result).toEqual({ inviteId: id, email: 'gina@example.com', organizationName: 'Acme Events', invitedBy: 'Olivia', status: 'pending' });
  });

  it('answers not-found for an unknown id and for a link whose address is not the invite’s', async () => {
    const id = await invite('hugo@example.com');
    for (const input of [
      { inviteId: 'no-such-invite', email: 'hugo@example.com' },
      { inviteId: id, email: 'someone-else@example.com' },
      { inviteId: '../resourceAccess/org1', email: 'hugo@example.com' },
    ]) {
      const res = await call(server.session(), 'getInvite', input);
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not-found', message: inviteMessages.notFound });
    }
  });
});

describe('acceptInvite and declineInvite', () => {
  it('makes the verified invitee a producer of the organisation, once', async () => {
    const id = await invite('bob@example.com');
    const bob = await unverifiedUser('bob@example.com');
    const unverified = await call(bob.browser, 'acceptInvite', { inviteId: id });
    expect(unverified.json.error).toEqual({ code: 'failed-precondition', message: inviteMessages.verifyFirst });

    const carol = await verifiedUser('carol@example.com');
    const wrongUser = await call(carol.browser, 'acceptInvite', { inviteId: id });
    expect(wrongUser.json.error).toEqual({ code: 'permission-denied', message: inviteMessages.wrongUser });
    expect(await stored(`resourceAccess/${ORG}/permissions/${carol.uid}`)).toBeNull();

    await verify(bob.browser, 'bob@example.com');
    const accepted = await call(bob.browser, 'acceptInvite', { inviteId: id });
    expect(accepted.json.result).toEqual({ resourceId: ORG, permission: 'producer' });
    expect(await stored(`resourceAccess/${ORG}/permissions/${bob.uid}`)).toMatchObject({ permission: 'producer', createdBy: bob.uid, grantedBy: ownerUid });
    expect((await stored(`resourceAccess/${ORG}`))!.users).toContain(bob.uid);
    expect(await stored(`invites/${id}`)).toMatchObject({ status: 'accepted', user: bob.uid });

    const again = await call(bob.browser, 'acceptInvite', { inviteId: id });
    expect(again.json.error).toEqual({ code: 'failed-precondition', message: inviteMessages.alreadyAccepted });
    const decline = await call(bob.browser, 'declineInvite', { inviteId: id });
    expect(decline.json.error.code).toBe('failed-precondition');
    expect((await call(server.session(), 'getInvite', { inviteId: id, email: 'bob@example.com' })).json.result.status).toBe('accepted');
  });

  it('lets exactly one of two simultaneous accepts through', async () => {
    const id = await invite('dora@example.com');
    const dora = await verifiedUser('dora@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => call(dora.browser, 'acceptInvite', { inviteId: id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json.error?.message === inviteMessages.alreadyAccepted)).toHaveLength(2);
  });

  it('never lowers a role the invitee already has', async () => {
    const id = await invite('olga@example.com');
    const olga = await verifiedUser('olga@example.com');
    await server.running.engine.commit([{ type: 'set', path: `resourceAccess/${ORG}/permissions/${olga.uid}`, data: { permission: 'owner' } }]);
    expect((await call(olga.browser, 'acceptInvite', { inviteId: id })).json.result).toEqual({ resourceId: ORG, permission: 'owner' });
  });

  it('deletes a declined invite, after which its link leads nowhere', async () => {
    const id = await invite('eve@example.com');
    const eve = await verifiedUser('eve@example.com');
    expect((await call(server.session(), 'declineInvite', { inviteId: id })).status).toBe(401);
    expect((await call(eve.browser, 'declineInvite', { inviteId: id })).json.result).toEqual({});
    expect(await stored(`invites/${id}`)).toBeNull();
    expect((await call(eve.browser, 'acceptInvite', { inviteId: id })).json.error).toEqual({ code: 'not-found', message: inviteMessages.notFound });
    expect(await stored(`resourceAccess/${ORG}/permissions/${eve.uid}`)).toBeNull();
  });

  it('lets the verified invitee list their own invites live, and nobody else’s', async () => {
    await invite('fay@example.com');
    const fay = await verifiedUser('fay@example.com');
    const socket = await fay.browser.socket();
    const mine = await socket.request({ op: 'list', query: { path: 'invites', where: [{ field: 'email', op: '==', value: 'fay@example.com' }] } });
    expect(mine.ok).toBe(true);
    expect(mine.result).toHaveLength(1);
    const others = await socket.request({ op: 'list', query: { path: 'invites', where: [{ field: 'email', op: '==', value: 'gina@example.com' }] } });
    expect(others.error.code).toBe('permission-denied');
    const create = await socket.request({ op: 'write', ops: [{ type: 'create', path: 'invites/forged', data: { resource: ORG, email: 'fay@example.com', permission: 'owner' } }] });
    expect(create.error.code).toBe('permission-denied');
    socket.close();
  });
});

describe('memberProfiles', () => {
  it('gives the owner the profiles and presence of the members, and nobody else', async () => {
    const res = await call(owner, 'memberProfiles', { resourceId: ORG });
    const olivia = res.json.result.members.find((m: { uid: string }) => m.uid === ownerUid);
    expect(olivia).toMatchObject({ email: 'olivia@example.com', username: 'Olivia', state: 'offline' });
    const bobProfile = res.json.result.members.find((m: { email: string }) => m.email === 'bob@example.com');
    expect(bobProfile).toBeTruthy();

    const viewer = await verifiedUser('val@example.com');
    await server.running.engine.commit([{ type: 'set', path: `resourceAccess/${ORG}/permissions/${viewer.uid}`, data: { permission: 'producer' } }]);
    expect((await call(viewer.browser, 'memberProfiles', { resourceId: ORG })).status).toBe(403);
    expect((await call(owner, 'memberProfiles', { resourceId: 'elsewhere' })).status).toBe(403);
  });
});
