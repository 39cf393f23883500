/**
 * Issue 17: every built screen at 1920, 1440, 1280 and 1024 px wide and on a tablet (820 x 1180),
 * as the demo owner with a chat full of long messages, and in an event of the test's own with a
 * stream, a deck, a presenter, an agenda item and a published site: no control of the header, the
 * screen or an open dialog out of the window, cut off or covered, no list scrolling inside the
 * scrolling page, and below 1200 px the side navigation collapsed.
 *
 * Each screen opens once and is then checked at every size in turn, as a window resized or a tablet
 * turned (issue 26: loading every screen at every size took 200 s of the run). Each opens at the
 * tablet's size, where the previous screen ended, so the navigation's start collapsed is checked too.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { newComponent, PALETTE } from '@domain/pages/component';
import { makePdf } from '@server/media/testing/media-fixtures';
import { TestSource } from '@server/testing/test-source';
import { expect, expectAccessible, openOwnEvent, signInAsDemoOwner, test } from './fixtures';
import { callApi } from './support/api-call';
import { layoutProblems } from './support/layout';
import type { TestServer } from './support/server';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
];

type Addresses = { eventId: string; chatId: string; organizationId: string; tablet: string };
let addresses: Addresses;
const STAMP = Date.now();
const OWN_TITLE = `Layout screens ${STAMP}`;
const OWN_SLUG = `layout-screens-${STAMP}`;
/** The test's own event, its stream's page and its published front page. */
let own: { eventId: string; streamPath: string; pageId: string };
const PRESENTER = 'Ada Lovelace-Byron, Countess of Lovelace';
const AGENDA_ITEM = 'Opening keynote: how analytical engines will change event production';

async function newPage(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: size });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

/** A chat that accepts at once, holding five long messages, and its moderation link. */
test.beforeAll(async ({ browser, server }) => {
  const page = await newPage(browser, { width: 1280, height: 800 });
  await signInAsDemoOwner(page, server);
  const organizationHref = await page.getByRole('navigation', { name: 'Account navigation' }).getByRole('link', { name: 'Events, Demo Organisation', exact: true }).getAttribute('href');
  await page.getByRole('button', { name: 'Demo Event' }).click();
  await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Chats', exact: true }).click();
  await page.getByRole('button', { name: 'Create chat' }).click();
  const form = page.getByRole('dialog', { name: 'Create chat' });
  await form.getByLabel('Title').fill('Questions from the audience');
  await form.getByRole('switch', { name: 'Auto-approve' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('row', { name: /Questions from the audience/ })).toBeVisible();
  // Other specs on the same server may already have made the demo event's moderation link.
  const createLink = page.getByRole('button', { name: 'Create moderation link' });
  const copyTablet = page.getByRole('button', { name: 'Copy tablet link' });
  await expect(createLink.or(copyTablet)).toBeVisible();
  if (await createLink.isVisible()) await createLink.click();
  await copyTablet.click();
  const tablet = await page.evaluate(() => navigator.clipboard.readText());
  const audience = await page.getByRole('link', { name: /^Audience page of Questions from the audience/ }).getAttribute('href');
  const [, , eventId, chatId] = audience!.split('/');
  for (let i = 1; i <= 5; i++) {
    const text = `Question ${i}: ${'could you say more about how this works for a team of our size, and what it costs? '.repeat(4)}`;
    const response = await page.request.post(`${server.url}/api/call/postChatMessage`, { data: { eventId, chatId, name: `Guest ${i}`, text }, headers: { origin: server.url } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  addresses = { eventId, chatId, organizationId: organizationHref!.split('/')[2], tablet };
  await page.context().close();
});

/** An `/api` call as the signed-in owner's page makes it. */
async function call(page: Page, name: string, input: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ([callName, callInput]) => {
      const response = await fetch(`/api/call/${callName}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callInput) });
      if (!response.ok) throw new Error(`${callName}: ${response.status} ${await response.text()}`);
      return (await response.json()).result;
    },
    [name, input] as const,
  );
}

/**
 * An event of the test's own: a stream, a published front page, a presenter with long names and an
 * agenda item they speak at (a presentation made into a deck below).
 */
test.beforeAll(async ({ browser, server }) => {
  const page = await newPage(browser, { width: 1280, height: 800 });
  await openOwnEvent(page, server, OWN_TITLE);
  const eventId = (await page.evaluate(() => window.localStorage.getItem('eventID')))!;

  await page.goto(`${server.url}/streams`);
  await page.getByRole('button', { name: 'Create stream' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new stream' });
  await modal.getByLabel('Title').fill('Main stage');
  await modal.getByLabel('Description').fill('The opening keynote and the panel after it.');
  await modal.getByRole('radio', { name: 'No' }).check();
  await modal.getByRole('button', { name: 'Create' }).click();
  const streamPath = (await page.getByRole('row', { name: /Main stage/ }).getByRole('link', { name: 'Main stage', exact: true }).getAttribute('href'))!;

  const text = { ...newComponent(PALETTE.find((e) => e.key === 'text')!, 'welcome'), content: '<p>Welcome to the summit</p>' };
  const { pageId } = (await call(page, 'createPage', { eventId, page: { title: 'Home', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
  await call(page, 'publishPage', { eventId, pageId, components: [text], baseRevision: 0 });
  await call(page, 'updateEventSettings', { eventId, settings: { frontPage: pageId } });
  const presenter = { name: PRESENTER, organisation: 'The Analytical Engine Society of Great Britain', email: 'ada@example.com', phone: '+44 20 7946 0000', thumbnail: null };
  const { presenterId } = (await call(page, 'savePresenter', { eventId, presenter })) as { presenterId: string };
  const startsAt = Date.UTC(2026, 11, 1, 9);
  await call(page, 'saveAgendaItem', { eventId, item: { title: AGENDA_ITEM, startsAt, endsAt: startsAt + 90 * 60_000, presenters: [presenterId] } });
  own = { eventId, streamPath, pageId };
  await page.context().close();
});

/** The own event's presentation, converted on the server, and a deck made of it. */
test.beforeAll(async ({ browser, server }) => {
  const page = await newPage(browser, { width: 1280, height: 800 });
  await signInAsDemoOwner(page, server);
  await page.evaluate((id) => window.localStorage.setItem('eventID', id), own.eventId);
  await page.goto(`${server.url}/material`);
  await page.getByRole('button', { name: 'Mediabank' }).click();
  const bank = page.getByRole('dialog', { name: 'Mediabank' });
  await bank.locator('input[type=file]').setInputFiles({ name: 'Handout.pdf', mimeType: 'application/pdf', buffer: await makePdf(2) });
  await expect(bank.getByRole('button', { name: /Handout\.pdf/ })).toHaveAccessibleName('Handout.pdf', { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await page.goto(`${server.url}/decks`);
  await page.getByRole('button', { name: 'Create deck' }).click();
  const create = page.getByRole('dialog', { name: 'Create deck' });
  await create.getByLabel('Title').fill('Board deck');
  await create.getByRole('checkbox', { name: /Handout.pdf/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Presentation created!')).toBeVisible();
  await page.context().close();
});

async function expectUsable(page: Page, what: string, within?: string) {
  // Resizing re-renders through antd's breakpoint listeners and resize observers, a frame or two later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(() => layoutProblems(page, within), { message: `${what} at ${page.viewportSize()?.width} px` }).toEqual([]);
}

/** Checks the page as it stands at every size, largest first; `each` waits for what must show at that size. */
async function expectUsableAtEverySize(page: Page, what: string, each: (width: number) => Promise<void> = async () => {}, within?: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await each(size.width);
    await expectUsable(page, what, within);
  }
}

/** The moderation views list the event's chats first when other specs on the same server added some. */
async function expectFiveAccepted(page: Page) {
  const picker = page.getByRole('navigation', { name: 'Pick a chat to moderate' });
  const accepted = page.getByRole('region', { name: 'Accepted messages' });
  await expect(picker.or(accepted).first()).toBeVisible();
  if (await picker.isVisible()) await picker.getByRole('button', { name: 'Questions from the audience', exact: true }).click();
  await expect(accepted.getByRole('article')).toHaveCount(5);
}

async function expectNavigation(page: Page, width: number) {
  const collapse = page.getByRole('button', { name: /(Collapse|Expand) navigation/ });
  await expect(collapse).toHaveAttribute('aria-expanded', width < 1200 ? 'false' : 'true');
}

const TABLET = SIZES.at(-1)!;

/** A screen: its path, its heading, and what must show on it before it is checked. */
type Screen = { path: string; title: string; shows?: (page: Page) => Promise<void>; navigation?: boolean };

/** Opens each screen at the tablet's size and checks it at every size. */
async function expectScreensUsable(page: Page, url: string, screens: Screen[]) {
  for (const { path, title, shows, navigation } of screens) {
    await page.goto(url + path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await shows?.(page);
    if (navigation) await expectNavigation(page, TABLET.width);
    await expectUsableAtEverySize(page, path, navigation ? (width) => expectNavigation(page, width) : undefined);
  }
}

const button = (name: string) => (page: Page) => expect(page.getByRole('button', { name, exact: true })).toBeVisible();

test('the signed-out screens and the account area are usable at every size', async ({ browser, server }) => {
  const { organizationId } = addresses;
  const page = await newPage(browser, TABLET);
  await expectScreensUsable(page, server.url, [
    { path: '/', title: 'Sign in' },
    { path: '/signup', title: 'Create an account' },
    { path: '/forgot-password', title: 'Reset your password' },
  ]);
  await signInAsDemoOwner(page, server);
  await expectScreensUsable(page, server.url, [
    { path: '/', title: 'My events', shows: button('Demo Event'), navigation: true },
    { path: `/organization/${organizationId}`, title: 'Demo Organisation Events', shows: button('Demo Event'), navigation: true },
    { path: `/organization/${organizationId}/materials`, title: 'Materials', navigation: true },
    { path: `/member/${organizationId}`, title: 'Demo Organisation', navigation: true },
    { path: '/about', title: 'About', navigation: true },
    { path: '/settings', title: 'SETTINGS', navigation: true },
  ]);
  await page.context().close();
});

test('the demo event’s screens are usable at every size', async ({ browser, server }) => {
  const page = await newPage(browser, TABLET);
  await signInAsDemoOwner(page, server);
  await page.getByRole('button', { name: 'Demo Event', exact: true }).click();
  await expectScreensUsable(page, server.url, [
    { path: '/', title: 'Demo Event', navigation: true },
    { path: '/media', title: 'Mediabank', navigation: true },
    { path: '/chats', title: 'Chats', shows: button('Delete Questions from the audience'), navigation: true },
    { path: '/decks', title: 'Decks', navigation: true },
    { path: '/settings', title: 'Event settings', navigation: true },
  ]);
  await page.context().close();
});

test('the moderation views, the audience chat, the live tool and the moderation tablet are usable at every size', async ({ browser, server }) => {
  const { eventId, chatId, tablet } = addresses;
  const page = await newPage(browser, TABLET);
  await signInAsDemoOwner(page, server);
  // The live tool opens on the chosen event's streams.
  await page.getByRole('button', { name: 'Demo Event', exact: true }).click();
  await expectScreensUsable(page, server.url, [
    { path: `/moderation/${eventId}`, title: 'Chat moderation', shows: expectFiveAccepted },
    { path: `/chat/${eventId}/${chatId}`, title: 'Questions from the audience' },
    { path: '/livetool', title: 'Live tool' },
  ]);
  await page.context().close();

  // The tablet view, opened by its link without signing in.
  const visitor = await newPage(browser, TABLET);
  await visitor.goto(tablet);
  await expectFiveAccepted(visitor);
  await expectUsableAtEverySize(visitor, 'the moderation tablet', async () => {
    // One line: the size label does not wrap beside its buttons.
    await expect.poll(() => visitor.getByText('Text size 20').evaluate((label) => label.getClientRects().length)).toBe(1);
  });
  await visitor.context().close();
});

/** Signed in as the demo owner in the test's own event. */
async function openInOwnEvent(browser: Browser, server: TestServer) {
  const page = await newPage(browser, TABLET);
  await signInAsDemoOwner(page, server);
  await page.evaluate((id) => window.localStorage.setItem('eventID', id), own.eventId);
  return page;
}

test('the own event’s streams, a stream’s page and the live tool are usable at every size', async ({ browser, server }) => {
  const page = await openInOwnEvent(browser, server);
  const streamId = own.streamPath.split('/').at(-1)!;
  await expectScreensUsable(page, server.url, [
    { path: '/streams', title: 'Streams', shows: button('Delete Main stage') },
    { path: own.streamPath, title: 'Main stage' },
    // The live tool's console of the same stream (standalone, with its own top bar).
    { path: own.streamPath.replace(/^\/live\//, '/livetool/'), title: 'Main stage' },
    { path: '/livetool', title: 'Live tool' },
    { path: `/livetool/${streamId}`, title: 'Main stage', shows: button('Cut') },
  ]);
  await page.context().close();
});

test('the own event’s presentations, decks, presenters, agenda, pages and public site are usable at every size', async ({ browser, server }) => {
  const page = await openInOwnEvent(browser, server);
  const dialogs = [
    { path: '/material', title: 'Presentations', opener: 'Mediabank', dialog: 'Mediabank', shows: /Handout\.pdf/ },
    { path: '/decks', title: 'Decks', opener: 'Edit Board deck', dialog: 'Edit deck: Board deck', shows: 'Move slide 1' },
  ];
  for (const { path, title, opener, dialog, shows } of dialogs) {
    await expectScreensUsable(page, server.url, [{ path, title }]);
    await page.getByRole('button', { name: opener }).click();
    const open = page.getByRole('dialog', { name: dialog });
    await expect(open.getByRole('button', { name: shows, exact: true })).toBeVisible();
    await expectUsableAtEverySize(page, `${opener} dialog`, undefined, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
  }
  await expectScreensUsable(page, server.url, [
    { path: '/presenters', title: 'Presenters', shows: button(`Delete ${PRESENTER}`) },
    { path: '/agenda', title: 'Agenda', shows: button(`Delete ${AGENDA_ITEM}`) },
    { path: '/pages', title: 'Pages', shows: button('Delete Home') },
    { path: `/pages/${own.pageId}`, title: 'Home', shows: button('Publish') },
  ]);
  await page.context().close();

  const visitor = await newPage(browser, TABLET);
  await visitor.goto(`${server.url}/e/${OWN_SLUG}`);
  await expect(visitor.getByText('Welcome to the summit')).toBeVisible();
  await expectUsableAtEverySize(visitor, 'the public event site');
  await visitor.context().close();
});

/** Where a locator's box lies beyond the window without scrolling the page: empty when all of it is in view. */
async function outOfView(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const beyond = [
      rect.top < 0 && `top ${Math.round(rect.top)}`,
      rect.left < 0 && `left ${Math.round(rect.left)}`,
      rect.bottom > window.innerHeight + 1 && `bottom ${Math.round(rect.bottom)} below ${window.innerHeight}`,
      rect.right > document.documentElement.clientWidth + 1 && `right ${Math.round(rect.right)} beyond ${document.documentElement.clientWidth}`,
    ].filter(Boolean);
    return beyond.join(', ');
  });
}

/** How many lines an element's text takes. */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/**
 * Issue 29: on a laptop (1024 x 768) and a tablet (820 x 1180), as on larger screens, the console
 * of a stream whose source publishes shows its player, PROGRAM, Go live / Stop live, the
 * Rehearsal switch on one line with its label, the cut controls and the unique viewers without
 * scrolling; the slide gallery once fell on top of them and pushed the player out of sight.
 */
test('the live console keeps its player, PROGRAM, controls and viewers in view at every size', async ({ browser, server }) => {
  test.setTimeout(240_000);
  const page = await openInOwnEvent(browser, server);
  await page.goto(`${server.url}/streams`);
  const { streamId } = (await callApi(page, 'createStream', { eventId: own.eventId, stream: { title: 'Console stage', streamType: 'videocast', videoStream: false } })) as { streamId: string };
  await callApi(page, 'createLivestream', { eventId: own.eventId, streamId, options: { delay: 'low', type: 'video', quality: '720p' } });
  await page.goto(`${server.url}/livetool/${streamId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Console stage' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy ingest URL' }).click();
  const ingest = await page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: 'Copy stream key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(ingest);
  const source = new TestSource(`${ingest}/${await page.evaluate(() => navigator.clipboard.readText())}`);
  try {
    await page.getByRole('combobox', { name: 'Change deck' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Board deck' }).click();
    await expect(page.getByRole('list', { name: 'Slides of Board deck' })).toBeVisible();
    const player = page.locator('video[aria-label="Player of Console stage"]');
    await expect(player).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Go live', exact: true })).toBeEnabled({ timeout: 60_000 });
    const inView = {
      player,
      PROGRAM: page.getByRole('figure', { name: /^PROGRAM/ }),
      Cut: page.getByRole('button', { name: 'Cut', exact: true }),
      Next: page.getByRole('button', { name: 'Next', exact: true }),
      'Rehearsal switch': page.getByRole('switch', { name: 'Rehearsal' }),
      // The label and its count, side by side in the player's details.
      'unique viewers': page.getByText('Unique viewers', { exact: true }).locator('xpath=..').filter({ hasText: /^Unique viewers\s*\d+$/ }),
    };
    const rehearsalLabel = page.locator('.ant-switch + span', { hasText: 'Rehearsal' });

    const expectConsoleInView = async (control: string) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // As the operator finds it on opening, at the top: choosing the deck and copying the key scrolled it on the tablet.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const where = `at ${size.width} x ${size.height}`;
        for (const [name, locator] of Object.entries({ ...inView, [control]: page.getByRole('button', { name: control, exact: true }) })) {
          await expect.poll(() => outOfView(locator), { message: `${name} in view ${where}` }).toBe('');
        }
        // The switch beside its label, and the live control's label, each on one line.
        expect(await lines(rehearsalLabel), `Rehearsal label on one line ${where}`).toBe(1);
        expect(await lines(page.getByRole('button', { name: control, exact: true })), `${control} on one line ${where}`).toBe(1);
        const tops = await Promise.all([inView['Rehearsal switch'], rehearsalLabel].map((l) => l.evaluate((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
        expect(Math.abs(tops[0] - tops[1]), `Rehearsal switch beside its label ${where}`).toBeLessThan(8);
        await expectUsable(page, `the console ${where}`);
      }
    };

    await expectConsoleInView('Go live');
    await page.getByRole('button', { name: 'Go live', exact: true }).click();
    await expectConsoleInView('Stop live');
    await expectAccessible(page);

    // On the tablet, the keyboard goes from the top bar to the slides to the player, and the console's keys still cut.
    await page.setViewportSize(TABLET);
    await page.getByRole('link', { name: 'Close the live tool' }).focus();
    // Each focus stop: the part of the console it lies in (top bar, slides, player and chat) and its name.
    const stops: { part: number; name: string }[] = [];
    while (stops.length < 60 && stops.at(-1)?.part !== 2) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement!;
          return { part: el.closest('header') ? 0 : el.closest('aside') ? 2 : 1, name: el.getAttribute('aria-label') || (el as HTMLElement).innerText.trim() };
        }),
      );
    }
    const parts = stops.map((stop) => stop.part);
    expect(parts, stops.map((stop) => stop.name).join(' | ')).toEqual([...parts].sort());
    expect(parts.at(-1)).toBe(2);
    expect(stops.findIndex((stop) => stop.name === 'Stop live')).toBeGreaterThan(-1);
    expect(stops.findIndex((stop) => stop.name === 'Cut')).toBeGreaterThan(stops.findIndex((stop) => stop.name === 'Stop live'));
    await page.getByRole('heading', { level: 1, name: 'Console stage' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('img', { name: 'Next up: slide 2' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('img', { name: 'PROGRAM: slide 2' })).toBeVisible();
  } finally {
    await source.stop();
    await page.context().close();
  }
});
