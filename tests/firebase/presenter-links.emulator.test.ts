/**
 * Presenter links on the Firebase side (issue 15): the `api` function makes a link and checks its
 * token in `openLink`; a client signed in with the credential it answers reads, under
 * firestore.rules, exactly what the server grants a held presenter link (its own link, its
 * stream, the stream's presenter presence, and the presenter-routed messages of the stream's chat
 * when the link allows chat), writes nothing, and reads nothing once the link has expired or
 * been revoked, nor but itself while the operator has the presenter removed. Each group also does the allowed thing, so a test that refuses everything fails.
 */
import { FirebaseError } from 'firebase/app';
import { collection, doc, getDoc, getDocs, query, setDoc, setLogLevel, updateDoc, where, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators, hostOf } from './emulators';
import { callFunction } from './function-call';
import { firestoreClient, type EmulatorOptions } from './firestore-clients';


const clients: { dispose(): Promise<void> }[] = [];
let admin: Firestore;
let owner: EmulatorAccount;
let eventId: string;
let streamId: string;
let otherStreamId: string;

const call = callFunction;

function client(name: string, options?: EmulatorOptions): Firestore {
  const made = firestoreClient(emulators().project, name, options);
  clients.push(made);
  return made.db;
}

async function makeLink(chat: boolean): Promise<{ linkId: string; token: string }> {
  const link = { name: 'Ann', email: '', time: 10, deckId: null, chat, notes: true, controls: true, expiry: 'never' };
  const made = await call('savePresenterLink', { eventId, streamId, link }, owner.idToken);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.result as { linkId: string; token: string };
}

/** A Firestore client signed in with the credential `openLink` answers for the presenter link. */
async function holder(linkId: string, token: string): Promise<Firestore> {
  const opened = await call('openLink', { kind: 'presenter', resourceId: linkId, token });
  expect(opened.status).toBe(200);
  const res = await fetch(`http://${hostOf('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: opened.body.result!.customToken, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return client(`holder of ${linkId}`, { mockUserToken: idToken });
}

async function outcome(attempt: () => Promise<unknown>): Promise<string> {
  try {
    await attempt();
    return 'done';
  } catch (error) {
    if (error instanceof FirebaseError) return error.code === 'permission-denied' ? 'denied' : error.code;
    throw error;
  }
}

async function unauthorisedSuccesses(attempts: Record<string, () => Promise<unknown>>): Promise<string[]> {
  const wrong: string[] = [];
  for (const [name, attempt] of Object.entries(attempts)) {
    const result = await outcome(attempt);
    if (result !== 'denied') wrong.push(`${name}: ${result}`);
  }
  return wrong;
}

const messages = () => `events/${eventId}/chats/c1/messages`;
const routed = (db: Firestore, chatId = 'c1') => getDocs(query(collection(db, `events/${eventId}/chats/${chatId}/messages`), where('type', 'in', ['presenter', 'presenter-only'])));

beforeAll(async () => {
  setLogLevel('silent');
  admin = client('presenter admin', { mockUserToken: 'owner' });
  owner = await newAccount('presenter-owner');
  const slug = `presenter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  eventId = (await call('createEvent', { title: 'Presenter probes', slug, language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
  const stream = async (title: string) =>
    (await call('createStream', { eventId, stream: { title, streamType: 'videocast', videoStream: false } }, owner.idToken)).body.result!.streamId as string;
  [streamId, otherStreamId] = [await stream('Main'), await stream('Side')];
  for (const [path, data] of [
    [`events/${eventId}/streams/${streamId}`, { chatID: 'c1' }],
    [`${messages()}/m-routed`, { text: 'For the presenter', type: 'presenter-only', username: 'Zed' }],
    [`${messages()}/m-pending`, { text: 'Waiting', type: null, username: 'Yan' }],
    [`events/${eventId}/chats/c2/messages/m-other`, { text: 'Other chat', type: 'presenter-only', username: 'Xi' }],
    [`events/${eventId}/streams/${streamId}/presenterUsers/p1`, { presenterID: 'p1', state: 'online' }],
  ] as const) {
    await setDoc(doc(admin, path), data, { merge: true });
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
});

describe('presenter links under firestore.rules', () => {
  it('grant the link, its stream, its presence and the routed messages of its chat, and nothing else', async () => {
    const { linkId, token } = await makeLink(true);
    const other = await makeLink(true);
    const presenter = await holder(linkId, token);
    expect((await getDoc(doc(presenter, `presenterLinks/${linkId}`))).data()).toMatchObject({ name: 'Ann', eventID: eventId });
    expect((await getDoc(doc(presenter, `events/${eventId}/streams/${streamId}`))).data()).toMatchObject({ title: 'Main' });
    expect((await getDocs(collection(presenter, `events/${eventId}/streams/${streamId}/presenterUsers`))).size).toBe(1);
    expect((await routed(presenter)).docs.map((d) => d.data().text)).toEqual(['For the presenter']);
    expect(
      await unauthorisedSuccesses({
        'another link': () => getDoc(doc(presenter, `presenterLinks/${other.linkId}`)),
        'the list of links': () => getDocs(collection(presenter, 'presenterLinks')),
        'another stream of the event': () => getDoc(doc(presenter, `events/${eventId}/streams/${otherStreamId}`)),
        "the event's streams": () => getDocs(collection(presenter, `events/${eventId}/streams`)),
        'a pending message': () => getDoc(doc(presenter, `${messages()}/m-pending`)),
        'every message of the chat': () => getDocs(collection(presenter, messages())),
        'another chat': () => routed(presenter, 'c2'),
        'the event': () => getDoc(doc(presenter, `events/${eventId}`)),
        'writing the slide': () => updateDoc(doc(presenter, `events/${eventId}/streams/${streamId}`), { presenterCurrent: 3 }),
        'extending its own link': () => updateDoc(doc(presenter, `presenterLinks/${linkId}`), { expires: 0 }),
      }),
    ).toEqual([]);
  });

  it('grant no chat when the link does not allow it', async () => {
    const { linkId, token } = await makeLink(false);
    const presenter = await holder(linkId, token);
    expect((await getDoc(doc(presenter, `events/${eventId}/streams/${streamId}`))).exists()).toBe(true);
    expect(await outcome(() => routed(presenter))).toBe('denied');
  });

  it('end with the link: once it has expired or been revoked, nothing is read and it does not open again', async () => {
    const expiring = await makeLink(true);
    const revoked = await makeLink(true);
    const [a, b] = [await holder(expiring.linkId, expiring.token), await holder(revoked.linkId, revoked.token)];
    const stream = `events/${eventId}/streams/${streamId}`;
    expect((await getDoc(doc(a, stream))).exists()).toBe(true);
    expect((await getDoc(doc(b, stream))).exists()).toBe(true);

    await updateDoc(doc(admin, `presenterLinks/${expiring.linkId}`), { expires: new Date(Date.now() - 1000) });
    expect(await outcome(() => getDoc(doc(a, stream)))).toBe('denied');
    expect((await call('openLink', { kind: 'presenter', resourceId: expiring.linkId, token: expiring.token })).body.error?.code).toBe('permission-denied');

    expect((await call('revokePresenterLink', { eventId, linkId: revoked.linkId }, owner.idToken)).status).toBe(200);
    expect(await outcome(() => getDoc(doc(b, stream)))).toBe('denied');
    expect((await call('openLink', { kind: 'presenter', resourceId: revoked.linkId, token: revoked.token })).body.error?.code).toBe('permission-denied');
  });
  it('read only the link itself while the operator has the presenter removed, and all again once it is saved', async () => {
    const { linkId, token } = await makeLink(true);
    const presenter = await holder(linkId, token);
    const cred = { linkId, token, eventId, streamId };
    const reads = {
      'the stream': () => getDoc(doc(presenter, `events/${eventId}/streams/${streamId}`)),
      'its presence': () => getDocs(collection(presenter, `events/${eventId}/streams/${streamId}/presenterUsers`)),
      'the routed messages': () => routed(presenter),
    };
    expect((await call('joinPresenting', { ...cred, name: '' })).status).toBe(200);
    expect((await call('removePresenter', { eventId, streamId, presenterId: linkId }, owner.idToken)).status).toBe(200);

    expect((await Promise.all(Object.values(reads).map(outcome))).every((r) => r === 'denied')).toBe(true);
    expect((await getDoc(doc(presenter, `presenterLinks/${linkId}`))).data()).toMatchObject({ removed: true });
    expect((await call('presenterSlides', cred)).body.error?.code).toBe('failed-precondition');

    const link = { name: 'Ann', email: '', time: 10, deckId: null, chat: true, notes: true, controls: true, expiry: 'keep' };
    expect((await call('savePresenterLink', { eventId, streamId, linkId, link }, owner.idToken)).status).toBe(200);
    expect(await unauthorisedSuccesses({ ...reads })).toEqual(Object.keys(reads).map((name) => `${name}: done`));
    expect((await call('presenterSlides', cred)).status).toBe(200);
  });
});
