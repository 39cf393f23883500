/**
 * The `api` Cloud Function as deployed: built from functions/, served by the Functions emulator,
 * reading and writing Firestore with the Admin SDK (functions/src/admin-services.ts) and taking
 * its caller from a Firebase ID token the Auth emulator issued. Observed over HTTP only.
 */
import { collection, doc, getDoc, getDocs, query, setDoc, setLogLevel, where, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteLink } from '@domain/invites/invite';
import { EVENT_SITE } from '@domain/pages/event-site';
import { siteAccessMessages } from '@domain/pages/site-access';
import { registrantId } from '@server/api/participant-ids';
import { claimsOfCustomToken, expiredToken, newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators, isRunning } from './emulators';
import { firestoreClient } from './firestore-clients';

type Answer = { status: number; body: { result?: Record<string, unknown>; error?: { code: string; message: string } }; allow: string | null };

const slug = () => `fn-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let admin: Firestore;
let disposeAdmin: () => Promise<void>;
let owner: EmulatorAccount;

async function send(path: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(`${emulators().functionsUrl}${path}`, init);
  return { status: res.status, body: (await res.json()) as Answer['body'], allow: res.headers.get('allow') };
}

function call(name: string, input: unknown, idToken?: string): Promise<Answer> {
  return send(`/api/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(input),
  });
}

const stored = async (path: string) => (await getDoc(doc(admin, path))).data();

beforeAll(async () => {
  setLogLevel('error');
  ({ db: admin, dispose: disposeAdmin } = firestoreClient(emulators().project, 'api-function admin', { mockUserToken: 'owner' }));
  owner = await newAccount('function-owner');
});
afterAll(async () => {
  await disposeAdmin();
});

describe('the api function in the Functions emulator', () => {
  it('answers GET /api/health as the firebase provider', async () => {
    const res = await fetch(`${emulators().functionsUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', provider: 'firebase' });
  });

  it("runs a call as the ID token's user, writing with the Admin SDK in one transaction", async () => {
    const eventSlug = slug();
    const created = await call('createEvent', { title: 'Function event', slug: eventSlug, language: 'fi', organizationId: null }, owner.idToken);
    expect(created.status).toBe(200);
    const eventId = created.body.result!.eventId as string;
    expect(await stored(`events/${eventId}`)).toMatchObject({ title: 'Function event', slug: eventSlug, language: 'fi', status: 'created', createdBy: owner.uid });
    expect(await stored(`eventSlugs/${eventSlug}`)).toEqual({ eventId });
    expect(await stored(`resourceAccess/${eventId}/permissions/${owner.uid}`)).toMatchObject({ permission: 'owner', grantedBy: owner.uid });
    // The slug is found by its claim and by a query on events.
    expect((await call('checkEventSlug', { slug: eventSlug }, owner.idToken)).body).toEqual({ result: { available: false } });
    expect((await call('createEvent', { title: 'Again', slug: eventSlug, language: 'en', organizationId: null }, owner.idToken)).body.error?.code).toBe('already-exists');
  });

  it("sends an invite's mail through the mail collection, with a link to the app", async () => {
    const organizationId = `org-${slug()}`;
    await setDoc(doc(admin, `resourceAccess/${organizationId}`), { type: 'organization', name: 'Function Org', users: [owner.uid] });
    await setDoc(doc(admin, `resourceAccess/${organizationId}/permissions/${owner.uid}`), { permission: 'owner' });
    const invitee = `invitee-${slug()}@example.com`;
    const sent = await call('sendInvites', { resourceId: organizationId, emails: [invitee] }, owner.idToken);
    expect(sent.body.result).toEqual({ results: [{ email: invitee, ok: true, inviteId: expect.any(String) }] });
    const { inviteId } = (sent.body.result!.results as { inviteId: string }[])[0];
    expect(await stored(`invites/${inviteId}`)).toMatchObject({ resource: organizationId, email: invitee, createdBy: owner.uid });
    const base = emulators().hosts.hosting ? `http://${emulators().hosts.hosting}` : `https://${emulators().project}.web.app`;
    const mail = await mailTo(invitee);
    expect(mail.message.text).toContain(inviteLink(base, inviteId, invitee));
  });

  it('registers a viewer with the default form as one participant, mailing the personal link (issue 31)', async () => {
    const eventSlug = slug();
    const created = await call('createEvent', { title: 'Registered event', slug: eventSlug, language: 'en', organizationId: null }, owner.idToken);
    const eventId = created.body.result!.eventId as string;
    expect((await call('updateEventSettings', { eventId, settings: { registerReq: true } }, owner.idToken)).status).toBe(200);
    const viewer = `viewer-${eventSlug}@example.com`;
    // Twice at once, the address written otherwise: one participant.
    const answers = [{ email: ` ${viewer.toUpperCase()} ` }, { email: viewer }];
    const registered = await Promise.all(answers.map((given) => call('registerForEvent', { eventId, answers: given })));
    expect(registered.map((answer) => answer.status)).toEqual([200, 200]);
    const participants = await getDocs(collection(admin, `events/${eventId}/users`));
    expect(participants.docs.map((participant) => participant.data())).toEqual([expect.objectContaining({ email: viewer, registered: true, disabled: false })]);
    const mails = await getDocs(query(collection(admin, 'mail'), where('to', '==', viewer)));
    expect(mails.size).toBe(2);
    const { message } = mails.docs[0].data() as { message: { subject: string; text: string; html?: string } };
    expect(message).toMatchObject({ subject: 'You are registered to Registered event' });
    expect(message.html).toBeUndefined();
    const linked = decodeURIComponent(new RegExp(`/e/${eventSlug}#pass=(\\S+)`).exec(message.text)![1]);
    expect((await call('eventSiteContent', { eventId, pass: linked })).body.result).toMatchObject({ needs: [], viewer: { email: viewer } });
    expect((await call('eventSiteContent', { eventId })).body.result).toMatchObject({ needs: ['registration'] });
  });

  it('lets an imported participant into an email-protected site and refuses another address (issue 31)', async () => {
    const eventSlug = slug();
    const eventId = (await call('createEvent', { title: 'Email event', slug: eventSlug, language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
    const participant = `ida-${eventSlug}@example.com`;
    expect((await call('importParticipants', { eventId, rows: [{ email: participant, firstName: 'Ida' }] }, owner.idToken)).body.result).toMatchObject({ created: 1 });
    expect((await call('setEventProtection', { eventId, protection: 'email', secret: '' }, owner.idToken)).status).toBe(200);
    // The site's mirror (the onEventSiteEvent trigger) closes the site, and with it the rules' whileSiteOpen reads.
    let site: Record<string, unknown> | undefined;
    for (let i = 0; i < 300 && (site = await stored(EVENT_SITE(eventId)))?.protection !== 'email'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(site).toMatchObject({ protection: 'email', open: false });
    const refused = await call('unlockEventSite', { eventId, secret: `eve-${eventSlug}@example.com` });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'permission-denied', message: siteAccessMessages.notOnList } } });
    const unlocked = await call('unlockEventSite', { eventId, secret: ` ${participant.toUpperCase()} ` });
    expect(unlocked.status).toBe(200);
    const pass = unlocked.body.result!.pass as string;
    expect((await call('eventSiteContent', { eventId, pass })).body.result).toMatchObject({ needs: [], viewer: { email: participant } });
    expect((await call('eventSiteContent', { eventId })).body.result).toMatchObject({ needs: ['protection'] });
  });

  it('lets the mailed link past email protection, and cuts a removed participant off the stream and its cue log at once (issue 31)', async () => {
    const eventSlug = slug();
    const eventId = (await call('createEvent', { title: 'Removal event', slug: eventSlug, language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
    const [ann, ben] = [`ann-${eventSlug}@example.com`, `ben-${eventSlug}@example.com`];
    await call('importParticipants', { eventId, rows: [{ email: ann }, { email: ben }] }, owner.idToken);
    const stream = { title: 'Main stage', type: 'video', streamType: 'default', live: true, streamLive: true, vod: false, direct: '/hls/t1/master.m3u8', cueKey: 'k'.repeat(43) };
    await setDoc(doc(admin, `events/${eventId}/streams/s1`), stream);
    await setDoc(doc(admin, `events/${eventId}/streams/s1/viewer/${stream.cueKey}`), { onAir: true, seq: 1, recent: [{ seq: 1, at: 0, kind: 'chapter', title: 'One' }] });
    expect((await call('setEventProtection', { eventId, protection: 'email', secret: '' }, owner.idToken)).status).toBe(200);
    expect((await call('updateEventSettings', { eventId, settings: { registerReq: true } }, owner.idToken)).status).toBe(200);
    const passOf = async (email: string) => {
      const { pass } = (await call('unlockEventSite', { eventId, secret: email })).body.result as { pass: string };
      return (await call('registerForEvent', { eventId, answers: { email }, pass })).body.result!.pass as string;
    };
    const [annPass, benPass] = [await passOf(ann), await passOf(ben)];
    const linked = decodeURIComponent(/#pass=(\S+)/.exec((await mailTo(ann)).message.text)![1]);
    expect((await call('eventSiteContent', { eventId, pass: linked })).body.result).toMatchObject({ needs: [], viewer: { email: ann } });

    const watch = (pass: string) => call('watchStream', { eventId, streamId: 's1', pass });
    const before = (await watch(annPass)).body.result!.cueKey as string;
    const viewer = firestoreClient(emulators().project, 'removed viewer');
    const cueLog = async (key: string) => (await getDoc(doc(viewer.db, `events/${eventId}/streams/s1/viewer/${key}`))).exists();
    try {
      expect(await cueLog(before)).toBe(true);
      expect((await call('deleteParticipant', { eventId, participantId: registrantId(ann) }, owner.idToken)).status).toBe(200);
      expect((await watch(annPass)).status).toBe(403);
      expect((await call('eventSiteContent', { eventId, pass: linked })).body.result).toMatchObject({ needs: ['protection', 'registration'] });
      expect(await cueLog(before)).toBe(false);
      const after = await watch(benPass);
      expect(after.status).toBe(200);
      expect(await cueLog(after.body.result!.cueKey as string)).toBe(true);
    } finally {
      await viewer.dispose();
    }
  });

  it('opens a moderation link with a custom token whose claims carry the link', async () => {
    const created = await call('createEvent', { title: 'Linked event', slug: slug(), language: 'en', organizationId: null }, owner.idToken);
    const eventId = created.body.result!.eventId as string;
    const { token } = (await call('rotateModerationLink', { eventId }, owner.idToken)).body.result as { token: string };
    const opened = await call('openLink', { kind: 'moderation', resourceId: eventId, token });
    expect(opened.status).toBe(200);
    const claims = await claimsOfCustomToken(opened.body.result!.customToken as string);
    expect(claims).toMatchObject({ linkKind: 'moderation', linkResource: eventId, linkToken: token });
    expect(String(claims.user_id)).toMatch(/^link-/);
    expect((await call('openLink', { kind: 'moderation', resourceId: eventId, token: `${token}x` })).body.error?.code).toBe('permission-denied');
  });

  it('refuses a signed-in call without a valid ID token, telling an expired one apart', async () => {
    const input = { slug: slug() };
    expect(await call('checkEventSlug', input)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(await call('checkEventSlug', input, 'not-a-token')).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(await call('checkEventSlug', input, expiredToken(owner.idToken))).toMatchObject({ status: 401, body: { error: { code: 'auth/session-expired' } } });
  });

  it('names the decks and pages that use a media item, to those who may delete it (issue 30)', async () => {
    const created = await call('createEvent', { title: 'Usage event', slug: slug(), language: 'en', organizationId: null }, owner.idToken);
    const eventId = created.body.result!.eventId as string;
    const item = `usage-${eventId}`;
    await setDoc(doc(admin, `mediaStorage/${item}`), { name: 'Board.pptx', typeOf: 'document', resourceID: eventId });
    await setDoc(doc(admin, `events/${eventId}/decks/d1`), { title: 'Board deck', slides: [{ presentation: item, url: '/s.png' }] });
    await setDoc(doc(admin, `events/${eventId}/pages/p1`), { title: 'Home', components: [{ src: `https://x/o/mediaStorage%2F${item}%2Fslide-001.png` }] });
    await setDoc(doc(admin, `events/${eventId}/pages/p2`), { title: 'Other', components: [] });
    const answer = await call('mediaUsage', { processIds: [item] }, owner.idToken);
    expect(answer.body.result).toEqual({
      items: [
        {
          processId: item,
          name: 'Board.pptx',
          kind: 'document',
          uses: [
            { kind: 'deck', id: 'd1', title: 'Board deck' },
            { kind: 'page', id: 'p1', title: 'Home' },
          ],
        },
      ],
    });
    const stranger = await newAccount('usage-stranger');
    expect((await call('mediaUsage', { processIds: [item] }, stranger.idToken)).status).toBe(403);
  });

  it('refuses bad requests with the embedded server’s codes', async () => {
    const post = (body: string, type = 'application/json') => send('/api/call/health', { method: 'POST', headers: { 'content-type': type }, body });
    // The Functions framework parses JSON bodies before the function runs and answers a malformed
    // one itself, with 400 and a text page; the provider reads that status as invalid-argument.
    const malformed = await fetch(`${emulators().functionsUrl}/api/call/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(malformed.status).toBe(400);
    expect(await post('{}', 'text/plain')).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(await post('{"unexpected":true}')).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(await post(JSON.stringify({ pad: 'x'.repeat(70_000) }))).toMatchObject({ status: 413, body: { error: { code: 'invalid-argument' } } });
    expect(await send('/api/call/health', { method: 'GET' })).toMatchObject({ status: 405, allow: 'POST', body: { error: { code: 'invalid-argument' } } });
    expect(await call('no-such-call', {})).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await send('/elsewhere', { method: 'GET' })).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });
});

/** The Trigger Email extension's document for `to` (the function adds it with a generated id). */
async function mailTo(to: string): Promise<{ to: string; message: { subject: string; text: string } }> {
  const found = await getDocs(query(collection(admin, 'mail'), where('to', '==', to)));
  if (found.size !== 1) throw new Error(`Expected one mail to ${to} in the mail collection, found ${found.size}.`);
  return found.docs[0].data() as { to: string; message: { subject: string; text: string } };
}

if (!isRunning('storage')) {
  console.warn(`Left out of the api function tests: deleteEvent, which removes the event's stored files, because ${emulators().missing.find((m) => m.name === 'storage')?.reason}.`);
}
