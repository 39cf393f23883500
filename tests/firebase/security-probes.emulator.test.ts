/**
 * The server tests' security probes (server/realtime/query-probes.test.ts, server/api/invites.test.ts)
 * against the Firestore emulator running firestore.rules and the `api` function, through the
 * client SDK as a browser would send them: queries that would binary-search a secret, other
 * users' documents, role escalation, forged moderation decisions (by strangers, signed-out
 * visitors and the holder of another event's or a replaced moderation link), and an invite
 * accepted by the wrong user. Every attempt must be refused; each group also does the allowed
 * thing once, so a test that refuses everything cannot pass.
 */
import { FirebaseError } from 'firebase/app';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators, hostOf } from './emulators';
import { callFunction } from './function-call';
import { firestoreClient, type EmulatorOptions } from './firestore-clients';


const SECRETS = {
  streamKey: 'live_7c9e2b1a-stream-key',
  presenterToken: 'pr3s3nt3r-t0k3n-9b8a7c6d5e4f',
  pendingText: 'A question nobody approved yet',
  notes: 'Private producer notes',
};

const clients: { dispose(): Promise<void> }[] = [];
let admin: Firestore;
let owner: EmulatorAccount;
let stranger: EmulatorAccount;
let eventA: string;
let eventB: string;
let linkTokenA: string;
let organizationId: string;

const call = callFunction;

function client(name: string, options?: EmulatorOptions): Firestore {
  const made = firestoreClient(emulators().project, name, options);
  clients.push(made);
  return made.db;
}

/** A Firestore client holding a link's credential: the ID token of the custom token `openLink` answers. */
async function linkHolder(eventId: string, token: string): Promise<Firestore> {
  const opened = await call('openLink', { kind: 'moderation', resourceId: eventId, token });
  expect(opened.status).toBe(200);
  const res = await fetch(`http://${hostOf('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: opened.body.result!.customToken, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return client(`link holder of ${eventId}`, { mockUserToken: idToken });
}

/** `denied` when the rules refused, else `done` (an unauthorised success). */
async function outcome(attempt: () => Promise<unknown>): Promise<'denied' | 'done' | string> {
  try {
    await attempt();
    return 'done';
  } catch (error) {
    if (error instanceof FirebaseError) return error.code === 'permission-denied' ? 'denied' : error.code;
    throw error;
  }
}

/** Runs every attempt and answers those that were not refused, with what happened. */
async function unauthorisedSuccesses(attempts: Record<string, () => Promise<unknown>>): Promise<string[]> {
  const wrong: string[] = [];
  for (const [name, attempt] of Object.entries(attempts)) {
    const result = await outcome(attempt);
    if (result !== 'denied') wrong.push(`${name}: ${result}`);
  }
  return wrong;
}

const stored = async (path: string) => (await getDoc(doc(admin, path))).data();

beforeAll(async () => {
  setLogLevel('silent');
  admin = client('probes admin', { mockUserToken: 'owner' });
  [owner, stranger] = await Promise.all([newAccount('probe-owner'), newAccount('probe-stranger')]);
  const slug = () => `probe-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const create = async (title: string) => (await call('createEvent', { title, slug: slug(), language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
  [eventA, eventB] = [await create('Probe A'), await create('Probe B')];
  linkTokenA = ((await call('rotateModerationLink', { eventId: eventA }, owner.idToken)).body.result as { token: string }).token;
  await call('rotateModerationLink', { eventId: eventB }, owner.idToken);
  organizationId = `org-${slug()}`;
  for (const [path, data] of [
    // An open site (the mirror writes the same): its chats are public.
    [`eventSites/${eventA}`, { open: true }],
    [`events/${eventA}/chats/c1`, { title: 'Chat', online: true }],
    [`events/${eventA}/chats/c1/messages/m1`, { text: SECRETS.pendingText, type: null, user: 'Zed', username: 'Zed', uid: '' }],
    [`events/${eventA}/streams/s1/settings/rtmp`, { streamKey: SECRETS.streamKey }],
    ['presenterLinks/l1', { eventID: eventA, token: SECRETS.presenterToken }],
    [`notes/${eventA}`, { notes: SECRETS.notes }],
    [`resourceAccess/${organizationId}`, { type: 'organization', name: 'Probe Org', users: [owner.uid] }],
    [`resourceAccess/${organizationId}/permissions/${owner.uid}`, { permission: 'owner' }],
  ] as const) {
    await setDoc(doc(admin, path), data);
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

describe('security probes against firestore.rules and the api function, through the client SDK', () => {
  it('answers a query probing for a secret the same, refused, whether or not the secret matches', async () => {
    const moderationToken = (await stored(`moderationLinks/${eventA}`))!.token as string;
    const probes: { name: string; secret: string; query: (db: Firestore, value: string) => ReturnType<typeof query> }[] = [
      { name: 'a moderation-link token', secret: moderationToken, query: (db, v) => query(collection(db, 'moderationLinks'), where('token', '==', v)) },
      { name: 'a moderation-link token by range', secret: moderationToken, query: (db, v) => query(collection(db, 'moderationLinks'), where('token', '>=', v), limit(1)) },
      { name: 'a stream key', secret: SECRETS.streamKey, query: (db, v) => query(collection(db, `events/${eventA}/streams/s1/settings`), where('streamKey', '==', v)) },
      { name: 'a presenter-link token', secret: SECRETS.presenterToken, query: (db, v) => query(collection(db, 'presenterLinks'), where('eventID', '==', eventA), where('token', '==', v)) },
      { name: 'a pending message text', secret: SECRETS.pendingText, query: (db, v) => query(collection(db, `events/${eventA}/chats/c1/messages`), where('text', '==', v)) },
      { name: 'a pending message text across events', secret: SECRETS.pendingText, query: (db, v) => query(collectionGroup(db, 'messages'), where('text', '==', v)) },
      { name: 'notes', secret: SECRETS.notes, query: (db, v) => query(collection(db, 'notes'), where('notes', '==', v)) },
    ];
    const callers = { 'signed-in stranger': client('stranger', { mockUserToken: stranger.idToken }), 'signed-out visitor': client('visitor') };
    const attempts: Record<string, () => Promise<unknown>> = {};
    for (const [who, db] of Object.entries(callers)) {
      for (const probe of probes) {
        for (const [match, value] of [['matching', probe.secret], ['not matching', `${probe.secret}-not-it`]]) {
          attempts[`${who} lists ${probe.name}, ${match}`] = () => getDocs(probe.query(db, value));
          attempts[`${who} counts ${probe.name}, ${match}`] = () => getCount(probe.query(db, value));
        }
      }
    }
    expect(await unauthorisedSuccesses(attempts)).toEqual([]);
    // The public part of a chat stays readable: accepted messages only, the pending one not among them.
    const visible = await getDocs(query(collection(callers['signed-out visitor'], `events/${eventA}/chats/c1/messages`), where('type', 'in', ['accepted', 'presenter'])));
    expect(visible.docs).toEqual([]);
  });

  it("refuses reading, changing or listing another user's profile", async () => {
    const db = client('stranger', { mockUserToken: stranger.idToken });
    const profile = `users/${owner.uid}`;
    await setDoc(doc(admin, profile), { uid: owner.uid, email: owner.email, firstName: 'Olga' });
    const constraints: QueryConstraint[] = [where('uid', '==', owner.uid)];
    expect(
      await unauthorisedSuccesses({
        'get the profile': () => getDoc(doc(db, profile)),
        'list it by uid': () => getDocs(query(collection(db, 'users'), ...constraints)),
        'update its name': () => updateDoc(doc(db, profile), { firstName: 'Mallory' }),
        'overwrite it as its owner': () => setDoc(doc(db, profile), { uid: owner.uid, email: owner.email }),
        "read the owner's role": () => getDoc(doc(db, `resourceAccess/${eventA}/permissions/${owner.uid}`)),
      }),
    ).toEqual([]);
    expect(await stored(profile)).toMatchObject({ firstName: 'Olga' });
    // Their own profile they may read.
    await setDoc(doc(admin, `users/${stranger.uid}`), { uid: stranger.uid, email: stranger.email });
    expect((await getDoc(doc(db, `users/${stranger.uid}`))).exists()).toBe(true);
  });

  it('refuses every role escalation, by a producer, a stranger or a link holder', async () => {
    const producer = await newAccount('probe-producer');
    await setDoc(doc(admin, `resourceAccess/${eventA}/permissions/${producer.uid}`), { permission: 'producer' });
    const asProducer = client('producer', { mockUserToken: producer.idToken });
    const asStranger = client('stranger', { mockUserToken: stranger.idToken });
    const asLink = await linkHolder(eventA, linkTokenA);
    const permissions = `resourceAccess/${eventA}/permissions`;
    expect(
      await unauthorisedSuccesses({
        'producer makes themself owner': () => updateDoc(doc(asProducer, `${permissions}/${producer.uid}`), { permission: 'owner' }),
        'producer makes a stranger owner': () => setDoc(doc(asProducer, `${permissions}/${stranger.uid}`), { permission: 'owner' }),
        'producer makes a stranger producer': () => setDoc(doc(asProducer, `${permissions}/${stranger.uid}`), { permission: 'producer' }),
        'producer demotes the owner': () => updateDoc(doc(asProducer, `${permissions}/${owner.uid}`), { permission: 'viewer' }),
        'producer adds themself to the event users': () => updateDoc(doc(asProducer, `resourceAccess/${eventA}`), { users: [owner.uid, producer.uid] }),
        'stranger gives themself a role': () => setDoc(doc(asStranger, `${permissions}/${stranger.uid}`), { permission: 'viewer' }),
        'stranger joins the organisation': () => setDoc(doc(asStranger, `resourceAccess/${organizationId}/permissions/${stranger.uid}`), { permission: 'owner' }),
        'link holder gives a stranger a role': () => setDoc(doc(asLink, `${permissions}/${stranger.uid}`), { permission: 'moderator' }),
      }),
    ).toEqual([]);
    expect(await stored(`${permissions}/${producer.uid}`)).toEqual({ permission: 'producer' });
    expect(await stored(`${permissions}/${stranger.uid}`)).toBeUndefined();
    expect(await stored(`${permissions}/${owner.uid}`)).toMatchObject({ permission: 'owner' });
    // The owner may give a role.
    await setDoc(doc(client('owner', { mockUserToken: owner.idToken }), `${permissions}/${stranger.uid}`), { permission: 'viewer' });
    expect(await stored(`${permissions}/${stranger.uid}`)).toEqual({ permission: 'viewer' });
    await deleteDoc(doc(admin, `${permissions}/${stranger.uid}`));
  });

  it('refuses forged moderation decisions: no role, no link, another event’s link, a replaced link, a wrong token', async () => {
    const message = `events/${eventA}/chats/c1/messages/m1`;
    const linkTokenB = (await stored(`moderationLinks/${eventB}`))!.token as string;
    const holderOfB = await linkHolder(eventB, linkTokenB);
    const holderOfA = await linkHolder(eventA, linkTokenA);
    const nobody = await newAccount('probe-nobody');
    const asNobody = client('nobody', { mockUserToken: nobody.idToken });
    const visitor = client('visitor');
    const admit = { type: 'accepted' };
    expect(
      await unauthorisedSuccesses({
        'a signed-in user without a role approves': () => updateDoc(doc(asNobody, message), admit),
        'a signed-out visitor approves': () => updateDoc(doc(visitor, message), admit),
        'a signed-out visitor routes it to the presenter': () => updateDoc(doc(visitor, message), { type: 'presenter', presenterDate: serverTimestamp() }),
        "the holder of another event's link approves": () => updateDoc(doc(holderOfB, message), admit),
        'a user without a role posts an accepted message': () => setDoc(doc(asNobody, `events/${eventA}/chats/c1/messages/forged`), { text: 'Forged', type: 'accepted', user: 'Admin', username: 'Admin', uid: nobody.uid }),
      }),
    ).toEqual([]);
    expect(await stored(message)).toMatchObject({ type: null });
    // One character changed; a token that already ends in "x" gets a "y".
    const forged = `${linkTokenA.slice(0, -1)}${linkTokenA.endsWith('x') ? 'y' : 'x'}`;
    const wrongToken = await call('openLink', { kind: 'moderation', resourceId: eventA, token: forged });
    expect(wrongToken.body.error?.code).toBe('permission-denied');

    // The link's holder may moderate, until the owner replaces the link.
    await updateDoc(doc(holderOfA, message), { type: 'rejected' });
    expect(await stored(message)).toMatchObject({ type: 'rejected' });
    linkTokenA = ((await call('rotateModerationLink', { eventId: eventA }, owner.idToken)).body.result as { token: string }).token;
    expect(await outcome(() => updateDoc(doc(holderOfA, message), admit))).toBe('denied');
    expect(await stored(message)).toMatchObject({ type: 'rejected' });
  });

  it('refuses an invite accepted by anyone but the invitee, through the function or the rules', async () => {
    const invitee = await newAccount('probe-invitee');
    const sent = await call('sendInvites', { resourceId: organizationId, emails: [invitee.email] }, owner.idToken);
    const { inviteId } = (sent.body.result!.results as { inviteId: string }[])[0];
    const carol = await newAccount('probe-carol');
    const asCarol = client('carol', { mockUserToken: carol.idToken });

    const wrongUser = await call('acceptInvite', { inviteId }, carol.idToken);
    expect(wrongUser.body.error?.code).toBe('permission-denied');
    expect((await call('acceptInvite', { inviteId })).status).toBe(401);
    expect(
      await unauthorisedSuccesses({
        'the wrong user reads the invite': () => getDoc(doc(asCarol, `invites/${inviteId}`)),
        'the wrong user lists invites to the address': () => getDocs(query(collection(asCarol, 'invites'), where('email', '==', invitee.email))),
        'the wrong user writes the role the invite grants': () => setDoc(doc(asCarol, `resourceAccess/${organizationId}/permissions/${carol.uid}`), { permission: 'producer' }),
        'the wrong user redirects the invite to themself': () => updateDoc(doc(asCarol, `invites/${inviteId}`), { email: carol.email }),
      }),
    ).toEqual([]);
    expect(await stored(`resourceAccess/${organizationId}/permissions/${carol.uid}`)).toBeUndefined();
    expect(await stored(`invites/${inviteId}`)).toMatchObject({ email: invitee.email });

    // The invitee may.
    const accepted = await call('acceptInvite', { inviteId }, invitee.idToken);
    expect(accepted.body.result).toMatchObject({ resourceId: organizationId, permission: 'producer' });
    expect(await stored(`resourceAccess/${organizationId}/permissions/${invitee.uid}`)).toMatchObject({ permission: 'producer' });
  });
});
