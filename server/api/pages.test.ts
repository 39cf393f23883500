/**
 * The page calls over HTTP against a real server (spec 002 sections 2, 4, 5 and 8): who may call
 * them, what is stored, and every bad input the issue names (titles that strip to nothing, taken
 * slugs, widths under 300, custom states with none chosen, a page of 200 components, concurrent
 * publishes), each refused with its message and leaving the page as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComponent, PALETTE, componentMessages, type PageComponent } from '@domain/pages/component';
import { pageMessages } from '@domain/pages/page';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

const ORG = 'org1';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let eventId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const entry = (key: string) => PALETTE.find((e) => e.key === key)!;
const block = (key: string, id: string): PageComponent => newComponent(entry(key), id);


async function refused(browser: HttpSession, name: string, input: unknown, status: number, message?: string) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(status);
  if (message) expect(res.json.error.message).toBe(message);
  return res.json.error;
}

async function createPage(title: string, states = ['prelive', 'live']): Promise<string> {
  return (await ok(owner.browser, 'createPage', { eventId, page: { title, template: 'container', states, tags: ['main'] } })).pageId;
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, producer, viewer] = await Promise.all(['olivia', 'percy', 'vera'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites(ORG, 'Acme Events', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Spring Summit', slug: 'spring-summit', language: 'en', organizationId: ORG })).eventId;
});
afterAll(() => server.dispose());

describe('creating a page', () => {
  it('stores the dialog’s fields with the spec’s defaults and a slug made from the title', async () => {
    const pageId = await createPage('Hello, World! 2026');
    expect(await stored(`events/${eventId}/pages/${pageId}`)).toMatchObject({
      title: 'Hello, World! 2026',
      slug: 'hello-world-2026',
      createdAuthor: 'olivia@example.com',
      author: 'Admin',
      visibility: true,
      states: ['prelive', 'live'],
      tags: ['main'],
      template: 'container',
      components: [],
      revisions: 0,
      version: false,
      removed: false,
      published: false,
    });
    // The same title again gets a slug of its own.
    const again = await createPage('Hello World 2026');
    expect((await stored(`events/${eventId}/pages/${again}`))?.slug).toBe('hello-world-2026-2');
    // Each space of the spec's rule is a hyphen, the stripped "&" leaving two.
    const speakers = await createPage('Agenda & Speakers');
    expect((await stored(`events/${eventId}/pages/${speakers}`))?.slug).toBe('agenda--speakers');
    await ok(owner.browser, 'changePageSlug', { eventId, pageId: speakers, slug: 'agenda--and--speakers' });
    expect((await stored(`events/${eventId}/pages/${speakers}`))?.slug).toBe('agenda--and--speakers');
  });

  it('refuses a title that strips to nothing, the Grid template, and callers who do not own the event', async () => {
    for (const title of ['', '   ', '!!! ???', '🎉']) {
      await refused(owner.browser, 'createPage', { eventId, page: { title, template: 'container', states: [], tags: [] } }, 400, pageMessages.titleRequired);
    }
    await refused(owner.browser, 'createPage', { eventId, page: { title: 'Grid', template: 'grid', states: [], tags: [] } }, 400);
    await refused(producer.browser, 'createPage', { eventId, page: { title: 'Mine', template: 'container', states: [], tags: [] } }, 403);
    await refused(server.session(), 'createPage', { eventId, page: { title: 'Mine', template: 'container', states: [], tags: [] } }, 401);
  });
});

describe('page settings and slug', () => {
  it('changes settings for producers and refuses viewers, an order out of 1..10 and a blank title', async () => {
    const pageId = await createPage('Settings page');
    await ok(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { title: ' Agenda ', order: 3, visibility: false, states: ['live'], image: 'https://example.com/a.png' } });
    expect(await stored(`events/${eventId}/pages/${pageId}`)).toMatchObject({ title: 'Agenda', order: 3, visibility: false, states: ['live'], image: 'https://example.com/a.png' });
    const before = await stored(`events/${eventId}/pages/${pageId}`);
    await refused(viewer.browser, 'updatePageSettings', { eventId, pageId, settings: { title: 'Mine' } }, 403);
    await refused(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { order: 11 } }, 400);
    await refused(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { order: 0 } }, 400);
    await refused(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { title: '  ' } }, 400, pageMessages.titleRequired);
    await refused(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { image: 'javascript:alert(1)' } }, 400);
    expect(await stored(`events/${eventId}/pages/${pageId}`)).toEqual(before);
  });

  it('changes a slug to a free one and refuses a taken, a short or a malformed one', async () => {
    const first = await createPage('Slug one');
    const second = await createPage('Slug two');
    await ok(producer.browser, 'changePageSlug', { eventId, pageId: first, slug: 'welcome' });
    expect((await stored(`events/${eventId}/pages/${first}`))?.slug).toBe('welcome');
    await refused(producer.browser, 'changePageSlug', { eventId, pageId: second, slug: 'welcome' }, 409, pageMessages.slugTaken);
    await refused(producer.browser, 'changePageSlug', { eventId, pageId: second, slug: 'ab' }, 400, pageMessages.slugTooShort);
    await refused(producer.browser, 'changePageSlug', { eventId, pageId: second, slug: 'Bad Slug' }, 400, pageMessages.slugCharacters);
    // A page keeps its own slug.
    await ok(producer.browser, 'changePageSlug', { eventId, pageId: first, slug: 'welcome' });
    expect((await stored(`events/${eventId}/pages/${second}`))?.slug).toBe('slug-two');
  });
});

describe('archiving, deleting and duplicating', () => {
  it('archives and restores a page, and archiving the front page clears the event’s choice', async () => {
    const pageId = await createPage('Front');
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { frontPage: pageId } });
    await ok(producer.browser, 'setPageRemoved', { eventId, pageId, removed: true });
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.removed).toBe(true);
    expect((await stored(`events/${eventId}`))?.frontPage).toBe('');
    await ok(producer.browser, 'setPageRemoved', { eventId, pageId, removed: false });
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.removed).toBe(false);
  });

  it('hard-deletes a page with its versions and drafts, for owners only', async () => {
    const pageId = await createPage('Doomed');
    await ok(producer.browser, 'publishPage', { eventId, pageId, components: [block('hr', 'c1')], baseRevision: 0 });
    await server.running.engine.commit([{ type: 'set', path: `events/${eventId}/pages/${pageId}/drafts/${producer.uid}`, data: { components: [], baseRevision: 1 } }]);
    await refused(producer.browser, 'deletePage', { eventId, pageId }, 403);
    await ok(owner.browser, 'deletePage', { eventId, pageId });
    expect(await stored(`events/${eventId}/pages/${pageId}`)).toBeNull();
    expect(await server.running.engine.list({ path: `events/${eventId}/pages/${pageId}/versions` })).toEqual([]);
    expect(await server.running.engine.list({ path: `events/${eventId}/pages/${pageId}/drafts` })).toEqual([]);
    await refused(owner.browser, 'deletePage', { eventId, pageId }, 404, pageMessages.noPage);
  });

  it('duplicates with the id as slug, a numbered title, no revisions and no order, unpublished', async () => {
    const pageId = await createPage('Original');
    await ok(producer.browser, 'updatePageSettings', { eventId, pageId, settings: { order: 2 } });
    await ok(producer.browser, 'publishPage', { eventId, pageId, components: [block('text', 'c1')], baseRevision: 0 });
    const { pageId: copyId } = await ok(owner.browser, 'duplicatePage', { eventId, pageId });
    const copy = (await stored(`events/${eventId}/pages/${copyId}`))!;
    expect(copy.slug).toBe(copyId.toLowerCase());
    expect(copy.title).toMatch(/^Original ([1-9]\d{0,2})$/);
    const n = Number(String(copy.title).split(' ')[1]);
    expect(n >= 1 && n <= 500).toBe(true);
    expect(copy).toMatchObject({ revisions: 0, version: false, published: false, components: [expect.objectContaining({ id: 'c1' })] });
    expect(copy).not.toHaveProperty('order');
  });
});

describe('publishing', () => {
  it('writes components, author, revisions and a snapshot, and clears the publisher’s draft', async () => {
    const pageId = await createPage('Published');
    const draft = `events/${eventId}/pages/${pageId}/drafts/${producer.uid}`;
    await server.running.engine.commit([{ type: 'set', path: draft, data: { components: [], baseRevision: 0 } }]);
    const components = [block('prelive-image', 'a'), block('text', 'b')];
    expect(await ok(producer.browser, 'publishPage', { eventId, pageId, components, baseRevision: 0 })).toEqual({ revisions: 1, replacedNewer: false });
    expect(await stored(`events/${eventId}/pages/${pageId}`)).toMatchObject({ components, author: 'percy@example.com', revisions: 1, version: false, published: true });
    expect(await stored(draft)).toBeNull();
    const [version] = await server.running.engine.list({ path: `events/${eventId}/pages/${pageId}/versions` });
    expect(version.data).toMatchObject({ components, revisions: 1, version: true, versionAuthor: 'percy@example.com' });
    expect(version.data.versionDate).toBeInstanceOf(Date);
  });

  it('keeps both of two concurrent publishes: the later is the page, the earlier is in the versions', async () => {
    const pageId = await createPage('Contested');
    const mine = [block('text', 'producer-block')];
    const theirs = [block('hr', 'owner-block')];
    const [a, b] = await Promise.all([
      ok(producer.browser, 'publishPage', { eventId, pageId, components: mine, baseRevision: 0 }),
      ok(owner.browser, 'publishPage', { eventId, pageId, components: theirs, baseRevision: 0 }),
    ]);
    expect([a.revisions, b.revisions].sort()).toEqual([1, 2]);
    const later = a.revisions === 2 ? mine : theirs;
    const earlier = a.revisions === 2 ? theirs : mine;
    expect([a, b].find((r) => r.revisions === 2)!.replacedNewer).toBe(true);
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.components).toEqual(later);
    const versions = await server.running.engine.list({ path: `events/${eventId}/pages/${pageId}/versions`, orderBy: [{ field: 'revisions', direction: 'asc' }] });
    expect(versions.map((v) => v.data.components)).toEqual([earlier, later]);
  });

  it('publishes a page of 200 components and refuses 201', async () => {
    const pageId = await createPage('Long page');
    const many = Array.from({ length: 200 }, (_, i) => block(i % 2 ? 'text' : 'hr', `c${i}`));
    expect((await ok(producer.browser, 'publishPage', { eventId, pageId, components: many, baseRevision: 0 })).revisions).toBe(1);
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.components).toHaveLength(200);
    const error = await refused(producer.browser, 'publishPage', { eventId, pageId, components: [...many, block('hr', 'c200')], baseRevision: 1 }, 400);
    expect(error.message).toContain(componentMessages.tooMany.slice(0, 30));
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.revisions).toBe(1);
  });

  it('refuses a width under 300, custom states with none chosen, a page too large, and viewers', async () => {
    const pageId = await createPage('Strict');
    const narrow = block('sbs', 'n');
    narrow.editor.width = 299;
    await refused(producer.browser, 'publishPage', { eventId, pageId, components: [narrow], baseRevision: 0 }, 400, componentMessages.widthTooSmall);
    const stateless = { ...block('text', 's'), customStates: true };
    await refused(producer.browser, 'publishPage', { eventId, pageId, components: [stateless], baseRevision: 0 }, 400, componentMessages.statesNeeded);
    const big = Array.from({ length: 12 }, (_, i) => ({ ...block('pure-html', `big${i}`), content: 'x'.repeat(99_000) }));
    const tooLarge = await refused(producer.browser, 'publishPage', { eventId, pageId, components: big, baseRevision: 0 }, 400);
    expect(tooLarge.message).toMatch(/^This page is too large to publish/);
    await refused(viewer.browser, 'publishPage', { eventId, pageId, components: [], baseRevision: 0 }, 403);
    expect((await stored(`events/${eventId}/pages/${pageId}`))?.revisions).toBe(0);
  });

  it('gives a presenters block the event’s presenters as stored, dropping ids of none', async () => {
    const pageId = await createPage('Speakers');
    await server.running.engine.commit([
      { type: 'set', path: `events/${eventId}/presenters/pr1`, data: { name: 'Ada', organisation: 'Acme', email: 'ada@example.com', thumbnail: { url: 'https://example.com/ada.png' } } },
    ]);
    const presenters = { ...block('presenters', 'p'), presenters: [
      { id: 'pr1', name: 'Forged', organisation: '', thumbnail: '' },
      { id: 'nobody', name: 'Ghost', organisation: '', thumbnail: '' },
    ] };
    await ok(producer.browser, 'publishPage', { eventId, pageId, components: [presenters], baseRevision: 0 });
    const [stored0] = (await stored(`events/${eventId}/pages/${pageId}`))?.components as PageComponent[];
    expect(stored0.presenters).toEqual([{ id: 'pr1', name: 'Ada', organisation: 'Acme', thumbnail: 'https://example.com/ada.png' }]);
  });
});
