/**
 * Visitor analytics on Firebase (issue 31): the `api` function in the Functions emulator counts
 * page loads as visits, sessions and unique visitors from its own visitor records, counts them
 * into a registered viewer's participant, and refuses a registration-only site's strangers; the
 * rules keep the visitor records and the analytics out of any browser's reach.
 */
import { collection, doc, getDoc, getDocs, query, setDoc, setLogLevel, where, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type EmulatorAccount } from './auth-accounts';
import { emulators } from './emulators';
import { callFunction } from './function-call';
import { firestoreClient } from './firestore-clients';


let admin: Firestore;
let stranger: Firestore;
const disposers: (() => Promise<void>)[] = [];
let owner: EmulatorAccount;

const call = callFunction;

const slug = () => `va-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const visitorId = (n: number) => `fn-visitor-${slug()}-${n}`.slice(0, 40);
const countOf = async (eventId: string, type: string) => (await getDocs(query(collection(admin, `events/${eventId}/analytics`), where('type', '==', type)))).size;

beforeAll(async () => {
  setLogLevel('error');
  const adminClient = firestoreClient(emulators().project, 'visitor-analytics admin', { mockUserToken: 'owner' });
  const strangerClient = firestoreClient(emulators().project, 'visitor-analytics stranger');
  ({ db: admin } = adminClient);
  ({ db: stranger } = strangerClient);
  disposers.push(adminClient.dispose, strangerClient.dispose);
  owner = await newAccount('visitor-analytics-owner');
});
afterAll(async () => {
  await Promise.all(disposers.map((dispose) => dispose()));
});

describe('recordVisit through the api function', () => {
  it('counts a first load as unique visitor and session, a reload as a visit, each into the analytics the dashboard counts', async () => {
    const eventId = (await call('createEvent', { title: 'Visited', slug: slug(), language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
    await setDoc(doc(admin, `events/${eventId}/pages/home`), { title: 'Home', slug: 'home' });
    const browser = visitorId(1);
    expect((await call('recordVisit', { eventId, visitorId: browser, pageId: 'home' })).body).toEqual({ result: { unique: true, session: true } });
    expect((await call('recordVisit', { eventId, visitorId: browser, pageId: 'home' })).body).toEqual({ result: { unique: false, session: false } });
    expect((await call('recordVisit', { eventId, visitorId: visitorId(2) })).body).toEqual({ result: { unique: true, session: true } });
    expect([await countOf(eventId, 'unique'), await countOf(eventId, 'session'), await countOf(eventId, 'visit')]).toEqual([2, 2, 3]);

    // No browser reads the visitor records or writes an analytics record itself.
    const visitors = await getDocs(collection(admin, `events/${eventId}/visitors`));
    expect(visitors.size).toBe(2);
    await expect(getDoc(doc(stranger, visitors.docs[0].ref.path))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(doc(stranger, `events/${eventId}/analytics/forged`), { type: 'unique', createdAt: new Date() })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses a registration-only site’s stranger and counts its registered viewer into their participant', async () => {
    const eventId = (await call('createEvent', { title: 'Registered visits', slug: slug(), language: 'en', organizationId: null }, owner.idToken)).body.result!.eventId as string;
    expect((await call('updateEventSettings', { eventId, settings: { registerReq: true } }, owner.idToken)).status).toBe(200);
    expect((await call('recordVisit', { eventId, visitorId: visitorId(3) })).status).toBe(403);
    expect(await countOf(eventId, 'visit')).toBe(0);

    const registered = await call('registerForEvent', { eventId, answers: { email: `visitor-${slug()}@example.com` } });
    const pass = registered.body.result!.pass as string;
    expect((await call('recordVisit', { eventId, visitorId: visitorId(4), pass })).body).toEqual({ result: { unique: true, session: true } });
    const [participant] = (await getDocs(collection(admin, `events/${eventId}/users`))).docs;
    expect(participant.data()).toMatchObject({ stats: { visits: 1, sessions: 1 }, state: 'online', engagement: expect.any(Number) });
    const visits = await getDocs(query(collection(admin, `events/${eventId}/analytics`), where('type', '==', 'visit')));
    expect(visits.docs.map((visit) => visit.data().participantId)).toEqual([participant.id]);
  });
});
