/**
 * Issue 17: every built screen at 1920, 1440, 1280 and 1024 px wide and on a tablet (820 x 1180),
 * as the demo owner with a chat full of long messages, and in an event of the test's own with a
 * stream, a deck, a presenter, an agenda item and a published site: no control of the header, the
 * screen or an open dialog out of the window, cut off or covered, no list scrolling inside the
 * scrolling page, and below 1200 px the side navigation starts collapsed.
 */
import type { Browser, Page } from '@playwright/test';
import { newComponent, PALETTE } from '@domain/pages/component';
import { makePdf } from '@server/media/testing/media-fixtures';
import { expect, openOwnEvent, signInAsDemoOwner, test } from './fixtures';
import { layoutProblems } from './support/layout';

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
  expect(await layoutProblems(page, within), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
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

for (const size of SIZES) {
  test(`every screen is usable at ${size.width} x ${size.height}`, async ({ browser, server }) => {
    const { eventId, chatId, organizationId, tablet } = addresses;
    const page = await newPage(browser, size);
    const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });

    const signedOut: [string, string][] = [
      ['/', 'Sign in'],
      ['/signup', 'Create an account'],
      ['/forgot-password', 'Reset your password'],
    ];
    for (const [path, title] of signedOut) {
      await page.goto(server.url + path);
      await expect(h1(title)).toBeVisible();
      await expectUsable(page, path);
    }

    await signInAsDemoOwner(page, server);
    const account: [string, string, string][] = [
      ['/', 'My events', 'Demo Event'],
      [`/organization/${organizationId}`, 'Demo Organisation Events', 'Demo Event'],
      [`/organization/${organizationId}/materials`, 'Materials', ''],
      [`/member/${organizationId}`, 'Demo Organisation', ''],
      ['/about', 'About', ''],
      ['/settings', 'SETTINGS', ''],
    ];
    for (const [path, title, content] of account) {
      await page.goto(server.url + path);
      await expect(h1(title)).toBeVisible();
      if (content) await expect(page.getByRole('button', { name: content, exact: true })).toBeVisible();
      await expectNavigation(page, size.width);
      await expectUsable(page, path);
    }

    await page.goto(server.url);
    await page.getByRole('button', { name: 'Demo Event', exact: true }).click();
    const event: [string, string][] = [
      ['/', 'Demo Event'],
      ['/media', 'Mediabank'],
      ['/chats', 'Chats'],
      ['/decks', 'Decks'],
      ['/settings', 'Event settings'],
    ];
    for (const [path, title] of event) {
      await page.goto(server.url + path);
      await expect(h1(title)).toBeVisible();
      if (path === '/chats') await expect(page.getByRole('button', { name: 'Delete Questions from the audience' })).toBeVisible();
      await expectNavigation(page, size.width);
      await expectUsable(page, path);
    }

    const standalone: [string, string][] = [
      [`/moderation/${eventId}`, 'Chat moderation'],
      [`/chat/${eventId}/${chatId}`, 'Questions from the audience'],
      ['/livetool', 'Live tool'],
    ];
    for (const [path, title] of standalone) {
      await page.goto(server.url + path);
      await expect(h1(title)).toBeVisible();
      if (path.startsWith('/moderation')) await expectFiveAccepted(page);
      await expectUsable(page, path);
    }

    // The tablet view, opened by its link without signing in.
    const visitor = await newPage(browser, size);
    await visitor.goto(tablet);
    await expectFiveAccepted(visitor);
    // One line: the size label does not wrap beside its buttons.
    expect(await visitor.getByText('Text size 20').evaluate((label) => label.getClientRects().length)).toBe(1);
    await expectUsable(visitor, 'the moderation tablet');
    await visitor.context().close();
    await page.context().close();
  });

  test(`the streams, presentations, decks, presenters, agenda, pages, live tool and public site are usable at ${size.width} x ${size.height}`, async ({ browser, server }) => {
    const page = await newPage(browser, size);
    const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: true });
    await signInAsDemoOwner(page, server);
    await page.evaluate((id) => window.localStorage.setItem('eventID', id), own.eventId);
    // The test's own event: the streams, a stream's page, presentations with the media bank, the
    // decks with the editor, presenters, the agenda, the pages and the builder, the live tool.
    const streamId = own.streamPath.split('/').at(-1)!;
    const ownScreens: [string, string, string?][] = [
      ['/streams', 'Streams', 'Delete Main stage'],
      [own.streamPath, 'Main stage'],
      // The live tool's console of the same stream (standalone, with its own top bar).
      [own.streamPath.replace(/^\/live\//, '/livetool/'), 'Main stage'],
      ['/material', 'Presentations'],
      ['/decks', 'Decks'],
      ['/presenters', 'Presenters', `Delete ${PRESENTER}`],
      ['/agenda', 'Agenda', `Delete ${AGENDA_ITEM}`],
      ['/pages', 'Pages', 'Delete Home'],
      [`/pages/${own.pageId}`, 'Home', 'Publish'],
      ['/livetool', 'Live tool'],
      [`/livetool/${streamId}`, 'Main stage', 'Cut'],
    ];
    for (const [path, title, action] of ownScreens) {
      await page.goto(server.url + path);
      await expect(h1(title)).toBeVisible();
      if (action) await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
      await expectUsable(page, path);
      const opener = path === '/material' ? 'Mediabank' : path === '/decks' ? 'Edit Board deck' : null;
      if (!opener) continue;
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: path === '/material' ? 'Mediabank' : 'Edit deck: Board deck' });
      await expect(dialog.getByRole('button', { name: path === '/material' ? /Handout\.pdf/ : 'Move slide 1', exact: true })).toBeVisible();
      await expectUsable(page, `${opener} dialog`, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await page.context().close();

    const visitor = await newPage(browser, size);
    await visitor.goto(`${server.url}/e/${OWN_SLUG}`);
    await expect(visitor.getByText('Welcome to the summit')).toBeVisible();
    await expectUsable(visitor, 'the public event site');
    await visitor.context().close();
  });
}
