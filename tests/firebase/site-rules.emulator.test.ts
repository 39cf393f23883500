/**
 * The public event site's reads against firestore.rules in the Firestore emulator, as
 * tests/integration/event-site-reads.test.ts holds the embedded server to them: a signed-out
 * viewer reads the site document and the published, visible pages of the site's current state
 * (a query must ask exactly that), and nothing else. Runs when FIRESTORE_EMULATOR_HOST is set.
 */
import { FirebaseError } from 'firebase/app';
import { collection, doc, getDoc, getDocs, query, setLogLevel, where, writeBatch, type Firestore, type WhereFilterOp } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SITE, publicPageFilters } from '@domain/pages/event-site';
import type { PageState } from '@domain/pages/page-states';
import { emulators } from './emulators';
import { firestoreClient, resetFirestore } from './firestore-clients';

const clients: ReturnType<typeof firestoreClient>[] = [];
let admin: Firestore;
let viewer: Firestore;

const PAGE = { visibility: true, removed: false, published: true, title: 'Page' };
const SEED: Record<string, Record<string, unknown>> = {
  [EVENT_SITE('open')]: { open: true, state: 'prelive', slug: 'open' },
  [EVENT_SITE('closed')]: { open: false, state: 'prelive', slug: 'closed', protection: 'password' },
  'events/open': { title: 'Open', passHash: 'secret' },
  'events/open/pages/front': { ...PAGE, states: ['prelive', 'live'] },
  'events/open/pages/live': { ...PAGE, states: ['live'] },
  'events/open/pages/draft': { ...PAGE, published: false, states: ['prelive'] },
  'events/open/pages/archived': { ...PAGE, removed: true, states: ['prelive'] },
  'events/open/pages/front/drafts/u1': { components: [] },
  'events/open/pages/front/versions/v1': { ...PAGE, states: ['prelive'], version: true },
  'events/closed/pages/inside': { ...PAGE, states: ['prelive'] },
  // The audience data of both sites (issue 25): public only while the site is open.
  ...Object.fromEntries(
    ['open', 'closed'].flatMap((eventId) => [
      [`events/${eventId}/chats/c1`, { title: 'Questions', online: true }],
      [`events/${eventId}/chats/c1/messages/m1`, { text: 'Hello', type: 'accepted' }],
      [`events/${eventId}/polls/p1`, { question: 'Which?', active: true }],
      [`events/${eventId}/pollResults/p1`, { total: 3 }],
    ]),
  ),
};

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
}

const pagesIn = (eventId: string, state: PageState, skip = 0) =>
  outcome(async () => {
    const filters = publicPageFilters(state).slice(skip).map((w) => where(w.field, w.op, w.value));
    return (await getDocs(query(collection(viewer, `events/${eventId}/pages`), ...filters))).docs.map((d) => d.id).sort();
  });
const get = (path: string) => outcome(async () => (await getDoc(doc(viewer, path))).exists());
const list = (path: string, ...filters: [string, WhereFilterOp, unknown][]) =>
  outcome(async () => (await getDocs(query(collection(viewer, path), ...filters.map(([field, op, value]) => where(field, op, value))))).docs.map((d) => d.id).sort());

beforeAll(async () => {
  setLogLevel('error');
  // A project of its own, so clearing its data touches no other suite's documents.
  const project = `${emulators().project}-site-rules`;
  await resetFirestore(project);
  const connect = (name: string, options?: Parameters<typeof firestoreClient>[2]) => {
    const client = firestoreClient(project, `site-rules ${name}`, options);
    clients.push(client);
    return client.db;
  };
  admin = connect('admin', { mockUserToken: 'owner' });
  viewer = connect('viewer');
  const batch = writeBatch(admin);
  for (const [path, data] of Object.entries(SEED)) batch.set(doc(admin, path), data);
  await batch.commit();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('firestore.rules for a signed-out viewer of the event site', () => {
  it('reads the site document, never the event', async () => {
    expect(await get(EVENT_SITE('open'))).toBe(true);
    expect(await get('events/open')).toBe('permission-denied');
  });

  it('reads the published, visible pages of the site’s state, by id or by the exact query', async () => {
    expect(await get('events/open/pages/front')).toBe(true);
    expect(await pagesIn('open', 'prelive')).toEqual(['front']);
  });

  it('is refused other states, unpublished and archived pages, drafts, versions, looser queries and a closed site', async () => {
    expect(await get('events/open/pages/live')).toBe('permission-denied');
    expect(await get('events/open/pages/draft')).toBe('permission-denied');
    expect(await get('events/open/pages/archived')).toBe('permission-denied');
    expect(await get('events/open/pages/front/drafts/u1')).toBe('permission-denied');
    expect(await get('events/open/pages/front/versions/v1')).toBe('permission-denied');
    expect(await pagesIn('open', 'live')).toBe('permission-denied');
    expect(await pagesIn('open', 'prelive', 1)).toBe('permission-denied');
    expect(await get('events/closed/pages/inside')).toBe('permission-denied');
    expect(await pagesIn('closed', 'prelive')).toBe('permission-denied');
  });
});

describe('firestore.rules for the audience data of a site (issue 25)', () => {
  it('shares an open site’s chats, accepted messages, polls and tallies with anyone', async () => {
    expect(await get('events/open/chats/c1')).toBe(true);
    expect(await list('events/open/chats')).toEqual(['c1']);
    expect(await list('events/open/chats/c1/messages', ['type', 'in', ['accepted', 'presenter']])).toEqual(['m1']);
    expect(await get('events/open/polls/p1')).toBe(true);
    expect(await get('events/open/pollResults/p1')).toBe(true);
  });

  it('shares nothing of a site that is not open with a stranger: chats, messages, polls, tallies', async () => {
    expect(await get('events/closed/chats/c1')).toBe('permission-denied');
    expect(await list('events/closed/chats')).toBe('permission-denied');
    expect(await get('events/closed/chats/c1/messages/m1')).toBe('permission-denied');
    expect(await list('events/closed/chats/c1/messages', ['type', 'in', ['accepted', 'presenter']])).toBe('permission-denied');
    expect(await get('events/closed/polls/p1')).toBe('permission-denied');
    expect(await get('events/closed/pollResults/p1')).toBe('permission-denied');
  });

  it('lists only open sites; a closed one is read by its id alone', async () => {
    expect(await list('eventSites', ['open', '==', false])).toBe('permission-denied');
    expect(await list('eventSites', ['slug', '==', 'closed'])).toBe('permission-denied');
    expect(await list('eventSites')).toBe('permission-denied');
    expect(await list('eventSites', ['slug', '==', 'open'], ['open', '==', true])).toEqual(['open']);
    expect(await list('eventSites', ['slug', '==', 'closed'], ['open', '==', true])).toEqual([]);
    expect(await get(EVENT_SITE('closed'))).toBe(true);
  });
});
