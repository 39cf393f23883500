/**
 * The public event site (issue 12) in Chromium against the real server: a page published by the
 * owner, opened at /e/{slug} by a signed-out viewer with its header menu; the event switched
 * from prelive to live on the dashboard replaces the prelive image on the viewer's open page
 * without a reload; the dashboard's refresh reloads the viewer; an event that asks viewers to
 * register shows its form (the default one, email only, when nobody edited it), the server refuses
 * nothing it should accept, the registered viewer comes back without registering again and gets
 * a mail whose personal link lets them in on another browser; a password set on the event is asked for, checked by
 * the server and remembered; the dashboard counts the viewers' visits, sessions and page views.
 * Email protection chosen in Settings > Access lets in an imported participant and no other
 * address, and the personal link mailed when they register lets them in without it (issue 31).
 * axe and the keyboard on the site.
 */
import { newComponent, PALETTE, type PageComponent } from '@domain/pages/component';
import { expect, expectAccessible, openOwnEvent, test } from './fixtures';
import { outboxFor } from './support/accounts';
import { callApi as call } from './support/api-call';

const STAMP = Date.now();
const TITLE = `Site Summit ${STAMP}`;
const SLUG = `site-summit-${STAMP}`;
const entry = (key: string) => PALETTE.find((e) => e.key === key)!;

function components(): PageComponent[] {
  const prelive = newComponent(entry('prelive-image'), 'prelive');
  const text = newComponent(entry('text'), 'welcome');
  return [
    { ...prelive, customStates: true, editor: { ...prelive.editor, text: 'Doors open soon' }, params: { ...prelive.params, states: ['prelive'] } },
    { ...text, content: '<p>Welcome to the summit</p>' },
  ];
}

test('a signed-out viewer opens the published site, follows the event state live, reloads on refresh and registers once', async ({ page, server, browser, consoleErrors }) => {
  await openOwnEvent(page, server, TITLE);
  const eventId = await page.evaluate(() => window.localStorage.getItem('eventID'));
  const { pageId } = (await call(page, 'createPage', { eventId, page: { title: 'Home', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
  await call(page, 'publishPage', { eventId, pageId, components: components(), baseRevision: 0 });
  const { pageId: agendaId } = (await call(page, 'createPage', { eventId, page: { title: 'Agenda', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
  const agenda = { ...newComponent(entry('text'), 'agenda'), content: '<p>Keynote at ten</p>' };
  await call(page, 'publishPage', { eventId, pageId: agendaId, components: [agenda], baseRevision: 0 });
  const menu = {
    name: 'Main',
    title: 'Summit',
    type: 'header',
    img: '',
    secondaryLogo: '',
    pages: [
      { id: pageId, label: 'Home', slug: 'home' },
      { id: agendaId, label: 'Agenda', slug: 'agenda' },
    ],
    colors: { mainColor: '#000000', secondaryColor: '#000000', backgroundColor: '#ffffff' },
    css: { params: '', position: 'right' },
    active: true,
    typeData: { visible: 'true', linksShow: 'true', fixed: 'false', centerLogo: 'false', showWaterMark: 'false' },
  };
  const { menuId } = (await call(page, 'saveMenu', { eventId, menu })) as { menuId: string };
  await call(page, 'updateEventSettings', { eventId, settings: { frontPage: pageId, headerMenu: menuId } });

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${server.url}/e/${SLUG}`);
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  await expect(viewer.getByText('Doors open soon')).toBeVisible();
  await expect(viewer).toHaveTitle(`Home | ${TITLE}`);
  await expectAccessible(viewer);

  // The keyboard reaches the menu and follows its link within the site.
  const agendaLink = viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agenda' });
  for (let i = 0; i < 10 && !(await agendaLink.evaluate((el) => el === document.activeElement)); i++) await viewer.keyboard.press('Tab');
  await expect(agendaLink).toBeFocused();
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByText('Keynote at ten')).toBeVisible();
  expect(new URL(viewer.url()).pathname).toBe(`/e/${SLUG}/agenda`);
  await viewer.getByRole('link', { name: 'Home' }).click();
  await expect(viewer.getByText('Doors open soon')).toBeVisible();

  // The dashboard switches the event to live: the open page changes without a reload.
  await viewer.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const states = page.getByRole('group', { name: 'Event state' });
  await states.getByRole('button', { name: 'live', exact: true }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(viewer.getByText('Doors open soon')).toBeHidden();
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  expect(await viewer.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // "Refresh the event page for viewers" reloads them.
  const reloaded = viewer.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh the event page for viewers' }).click();
  await reloaded;
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  expect(await viewer.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();

  // The event asks viewers to register, with the form as nobody edited it: the email, checked, then
  // the pages; a reload keeps the viewer in, and the confirmation mail's personal link lets them in
  // on another browser.
  await call(page, 'updateEventSettings', { eventId, settings: { registerReq: true } });
  await expect(viewer.getByRole('heading', { name: 'Register to the event' })).toBeVisible();
  await expect(viewer.getByText('Welcome to the summit')).toBeHidden();
  await expectAccessible(viewer);
  await viewer.getByRole('button', { name: 'Register' }).click();
  await expect(viewer.getByText('Please fill in Email.')).toBeVisible();
  await viewer.getByLabel('Email').fill(` Vera.${STAMP}@Example.com `);
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Register to the event' })).toBeHidden();
  const [mail] = await outboxFor(server, `vera.${STAMP}@example.com`);
  expect(mail.subject).toBe(`You are registered to ${TITLE}`);
  const otherContext = await browser.newContext();
  const otherBrowser = await otherContext.newPage();
  await otherBrowser.goto(/\S+#pass=\S+/.exec(mail.text)![0]);
  await expect(otherBrowser.getByText('Welcome to the summit')).toBeVisible();
  expect(new URL(otherBrowser.url()).hash).toBe('');
  await otherContext.close();

  // A password on the event: the server asks for it before the pages, refuses a wrong one, and remembers the right one.
  await call(page, 'setEventProtection', { eventId, protection: 'password', secret: 'open sesame' });
  await expect(viewer.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  await expect(viewer.getByText('Welcome to the summit')).toBeHidden();
  await expectAccessible(viewer);
  consoleErrors.allow(/status of 403 \(Forbidden\) at \S+\/api\/call\/unlockEventSite$/);
  await viewer.getByLabel('Password').fill('guess again');
  await viewer.getByRole('button', { name: 'Continue' }).click();
  await expect(viewer.getByText('Wrong password.')).toBeVisible();
  await viewer.getByLabel('Password').fill('open sesame');
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  await viewer.reload();
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();

  // The registered viewer is a participant of the event, counted on the dashboard; so are the
  // visits: two browsers, each one session, and nine pages shown (Home, Agenda, Home, the
  // refresh, after registering, a reload, the other browser, after the password, a reload).
  await page.reload();
  const card = (label: string) => page.getByRole('group', { name: label }).locator('.ant-statistic-content-value');
  await expect(card('Registered Users')).toHaveText('1');
  await expect(card('Unique visitors')).toHaveText('2');
  await expect(card('Sessions')).toHaveText('2');
  await expect(card('Page views')).toHaveText('9');
  await viewerContext.close();
});

test('an unknown slug says so, every script the answer needed named in the page, none waiting for another to arrive', async ({ page, server }) => {
  const address = `${server.url}/e/no-such-event-${STAMP}`;
  const html = await (await page.request.get(address)).text();
  const named = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map((m) => m[1]);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Cannot retrieve event. Maybe try a diffrent slug!' })).toBeVisible();
  // The site asks the server for the event only once its provider runs (issue 30: the front page's first paint).
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => !named.includes(path))).toEqual([]);
  await expectAccessible(page);
});

test('email protection chosen in the settings lets in an imported participant and refuses another address', async ({ page, server, browser, consoleErrors }) => {
  const title = `Email Summit ${STAMP}`;
  await openOwnEvent(page, server, title);
  const eventId = await page.evaluate(() => window.localStorage.getItem('eventID'));
  const { pageId } = (await call(page, 'createPage', { eventId, page: { title: 'Home', template: 'container', states: ['prelive', 'live'], tags: [] } })) as { pageId: string };
  await call(page, 'publishPage', { eventId, pageId, components: components(), baseRevision: 0 });
  await call(page, 'updateEventSettings', { eventId, settings: { frontPage: pageId } });
  await call(page, 'importParticipants', { eventId, rows: [{ email: `ida.${STAMP}@example.com`, firstName: 'Ida' }] });

  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('tab', { name: 'Access' }).click();
  await page.getByLabel('Protection type').click();
  await page.locator('.ant-select-item-option[title="Email"]').click();
  await expect(page.getByRole('link', { name: 'Import participants to event' })).toBeVisible();
  await page.getByRole('button', { name: 'Save protection' }).click();
  await expect(page.getByText('Protection updated!')).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${server.url}/e/email-summit-${STAMP}`);
  await expect(viewer.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  await expect(viewer.getByText('Welcome to the summit')).toBeHidden();
  await expectAccessible(viewer);
  consoleErrors.allow(/status of 403 \(Forbidden\) at \S+\/api\/call\/unlockEventSite$/);
  await viewer.getByLabel('E-mail address').fill(`someone.${STAMP}@example.com`);
  await viewer.getByRole('button', { name: 'Continue' }).click();
  await expect(viewer.getByText('This address is not on the event’s list of participants.')).toBeVisible();
  await viewer.getByLabel('E-mail address').fill(`IDA.${STAMP}@Example.com`);
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();

  // Registration asked as well: Ida registers, and the mail's personal link opens the site on
  // another browser without the address prompt.
  await call(page, 'updateEventSettings', { eventId, settings: { registerReq: true } });
  await viewer.reload();
  await viewer.getByLabel('Email').fill(`ida.${STAMP}@example.com`);
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByText('Welcome to the summit')).toBeVisible();
  const [mail] = await outboxFor(server, `ida.${STAMP}@example.com`);
  const otherContext = await browser.newContext();
  const otherBrowser = await otherContext.newPage();
  await otherBrowser.goto(/\S+#pass=\S+/.exec(mail.text)![0]);
  await expect(otherBrowser.getByText('Welcome to the summit')).toBeVisible();
  await expect(otherBrowser.getByRole('heading', { name: 'This event is protected' })).toBeHidden();
  await otherContext.close();
  await viewerContext.close();
});
