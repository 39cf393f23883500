/**
 * What a signed-out viewer's browser can read of an event site, through the local provider
 * against a real server: the site document by slug, and the published, visible pages of the
 * event's current state when the query asks exactly that. Drafts, versions, archived and
 * unpublished pages, pages of another state, and the pages of a protected event are refused;
 * a state change on the event reaches an open subscription without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLocalBackend } from '@/backend/local';
import { createNodeTransport } from '@/backend/local/node-transport';
import { serverTimestamp, type Backend, type DocSnapshot } from '@/backend/port';
import type { DocData } from '@domain/documents/values';
import { newComponent, PALETTE } from '@domain/pages/component';
import { EVENT_SITE, EVENT_SITES, publicPageFilters } from '@domain/pages/event-site';
import { PAGES } from '@domain/pages/page';
import { organizationWrites } from '@server/testing/organization-writes';
import { TempServer } from '@server/testing/temp-server';
import { mailedSignUpToken } from '@server/testing/sign-up-link';
import { signUpThroughMail } from '@tests/contract/support';

let server: TempServer;
let owner: Backend;
let viewer: Backend;
let eventId: string;
let otherEventId: string;
const ids: Record<string, string> = {};

const client = () => createLocalBackend({ baseUrl: server.url, transport: createNodeTransport({ WebSocket }) });
const refusal = (promise: Promise<unknown>) => promise.then(() => 'allowed', (error: { code?: string }) => error.code);

async function page(title: string, states: string[], publish = true, target = eventId): Promise<string> {
  const { pageId } = await owner.call('createPage', { eventId: target, page: { title, template: 'container', states: states as never, tags: [] } });
  if (publish) await owner.call('publishPage', { eventId: target, pageId, components: [newComponent(PALETTE[2], 'hero')], baseRevision: 0 });
  return pageId;
}

/** Waits for the mirror to show the event's state on its site document. */
async function siteState(target: string, state: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await server.running.engine.get(EVENT_SITE(target)))?.data.state === state) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the site of ${target} never showed ${state}`);
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = client();
  viewer = client();
  const user = await signUpThroughMail(owner, (email) => mailedSignUpToken(server.url, server.running.operatorKey, email), 'olivia@example.com', 'correct horse');
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[user, 'owner']]));
  eventId = (await owner.call('createEvent', { title: 'Open House', slug: 'open-house', language: 'en', organizationId: 'org1' })).eventId;
  otherEventId = (await owner.call('createEvent', { title: 'Closed Door', slug: 'closed-door', language: 'en', organizationId: 'org1' })).eventId;
  ids.front = await page('Front', ['prelive', 'live']);
  ids.liveOnly = await page('Live only', ['live']);
  ids.draft = await page('Never published', ['prelive'], false);
  ids.archived = await page('Archived', ['prelive']);
  await owner.call('setPageRemoved', { eventId, pageId: ids.archived, removed: true });
  ids.hidden = await page('Invisible', ['prelive']);
  await owner.call('updatePageSettings', { eventId, pageId: ids.hidden, settings: { visibility: false } });
  await owner.docs.set(`${PAGES(eventId)}/${ids.front}/drafts/${user.uid}`, { components: [], baseRevision: 1, updatedAt: serverTimestamp() });
  ids.protectedPage = await page('Behind the door', ['prelive'], true, otherEventId);
  await owner.call('setEventProtection', { eventId: otherEventId, protection: 'password', secret: 'open sesame' });
  await siteState(eventId, 'prelive');
});
afterAll(async () => {
  await Promise.all([owner?.dispose(), viewer?.dispose()]);
  await server.dispose();
});

describe('a signed-out viewer', () => {
  it('finds the site by its slug, with none of the event’s secrets', async () => {
    const [site] = await viewer.docs.list({ path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: 'open-house' }, { field: 'open', op: '==', value: true }] });
    expect(site.data).toMatchObject({ eventId, state: 'prelive', open: true });
    expect(await refusal(viewer.docs.get(`events/${eventId}`))).toBe('permission-denied');
  });

  it('reads the published, visible pages of the current state when it asks exactly for them', async () => {
    const pages = await viewer.docs.list({ path: PAGES(eventId), where: publicPageFilters('prelive') });
    expect(pages.map((p) => p.id)).toEqual([ids.front]);
    expect((await viewer.docs.get(`${PAGES(eventId)}/${ids.front}`)).data?.title).toBe('Front');
  });

  it('is refused drafts, versions, archived, hidden and unpublished pages, other states, and queries that ask for more', async () => {
    const denied = [
      viewer.docs.get(`${PAGES(eventId)}/${ids.draft}`),
      viewer.docs.get(`${PAGES(eventId)}/${ids.archived}`),
      viewer.docs.get(`${PAGES(eventId)}/${ids.hidden}`),
      viewer.docs.get(`${PAGES(eventId)}/${ids.liveOnly}`),
      viewer.docs.list({ path: `${PAGES(eventId)}/${ids.front}/drafts` }),
      viewer.docs.list({ path: `${PAGES(eventId)}/${ids.front}/versions` }),
      viewer.docs.list({ path: PAGES(eventId) }),
      viewer.docs.list({ path: PAGES(eventId), where: publicPageFilters('prelive').slice(1) }),
      viewer.docs.list({ path: PAGES(eventId), where: publicPageFilters('live') }),
      viewer.docs.list({ path: `events/${eventId}/menus` }),
      viewer.docs.list({ path: `events/${eventId}/sitePasses` }),
    ];
    expect(await Promise.all(denied.map(refusal))).toEqual(denied.map(() => 'permission-denied'));
  });

  it('is refused the pages of a protected event', async () => {
    await siteState(otherEventId, 'prelive');
    expect(await refusal(viewer.docs.get(`${PAGES(otherEventId)}/${ids.protectedPage}`))).toBe('permission-denied');
    expect(await refusal(viewer.docs.list({ path: PAGES(otherEventId), where: publicPageFilters('prelive') }))).toBe('permission-denied');
  });

  it('sees the event’s state change on the open site document, and then the new state’s pages', async () => {
    const states: unknown[] = [];
    const seen = new Promise<void>((resolve, reject) => {
      const stop = viewer.docs.subscribeDoc(EVENT_SITE(eventId), (snap: DocSnapshot<DocData>) => {
        states.push(snap.data?.state);
        if (snap.data?.state === 'live') {
          stop();
          resolve();
        }
      }, reject);
    });
    await owner.docs.update(`events/${eventId}`, { state: 'live' });
    await seen;
    expect(states).toEqual(['prelive', 'live']);
    const pages = await viewer.docs.list({ path: PAGES(eventId), where: publicPageFilters('live') });
    expect(pages.map((p) => p.id).sort()).toEqual([ids.front, ids.liveOnly].sort());
    expect(await refusal(viewer.docs.list({ path: PAGES(eventId), where: publicPageFilters('prelive') }))).toBe('permission-denied');
  });
});
