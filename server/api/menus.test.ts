/**
 * The menu calls over HTTP against a real server (spec 002 sections 2, 4, 5 and 8): roles, the
 * stored fields, the "Center logo" rule, links that must be the event's pages (a menu pointing at
 * a deleted page), and deletion clearing the event's header or footer choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMenu, menuMessages, type MenuInput } from '@domain/pages/menu';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let eventId: string;
let pageId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const menu = (changes: Partial<MenuInput> = {}): MenuInput => ({ ...defaultMenu(() => 0.5), ...changes });


beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  [owner, producer] = await Promise.all(['olivia', 'percy'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner'], [producer, 'producer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Menu Event', slug: 'menu-event', language: 'en', organizationId: 'org1' })).eventId;
  pageId = (await ok(owner.browser, 'createPage', { eventId, page: { title: 'Home', template: 'container', states: ['live'], tags: [] } })).pageId;
});
afterAll(() => server.dispose());

describe('menus', () => {
  it('creates a menu with the spec’s defaults for owners, and lets producers edit it', async () => {
    expect(defaultMenu(() => 0.999).name).toBe('Menu-6935');
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ id: pageId, label: 'Home', slug: 'home' }] }) });
    expect(await stored(`events/${eventId}/menus/${menuId}`)).toMatchObject({
      name: 'Menu-3471',
      colors: { backgroundColor: '#fcfcfc', mainColor: '#000000', secondaryColor: '#0088FF' },
      pages: [{ id: pageId, label: 'Home', slug: 'home' }],
      type: 'header',
      typeData: { visible: 'true', linksShow: 'true', fixed: 'false', centerLogo: 'false', showWaterMark: 'false' },
    });
    expect((await stored(`events/${eventId}/menus/${menuId}`))?.createdAt).toBeInstanceOf(Date);
    await ok(producer.browser, 'saveMenu', { eventId, menuId, menu: menu({ name: 'Main menu', type: 'footer' }) });
    expect(await stored(`events/${eventId}/menus/${menuId}`)).toMatchObject({ name: 'Main menu', type: 'footer', pages: [] });
    const res = await call(producer.browser, 'saveMenu', { eventId, menu: menu() });
    expect(res.status).toBe(403);
  });

  it('refuses a centred logo with links shown, a blank name and bad colours or logos', async () => {
    const centred = menu({ typeData: { ...menu().typeData, centerLogo: 'true', linksShow: 'true' } });
    const res = await call(owner.browser, 'saveMenu', { eventId, menu: centred });
    expect(res.json.error).toEqual({ code: 'invalid-argument', message: menuMessages.centerLogo });
    const allowed = menu({ typeData: { ...menu().typeData, centerLogo: 'true', linksShow: 'false' } });
    await ok(owner.browser, 'saveMenu', { eventId, menu: allowed });
    expect((await call(owner.browser, 'saveMenu', { eventId, menu: menu({ name: '   ' }) })).json.error.message).toBe(menuMessages.nameRequired);
    expect((await call(owner.browser, 'saveMenu', { eventId, menu: menu({ colors: { ...menu().colors, mainColor: 'red' } }) })).status).toBe(400);
    expect((await call(owner.browser, 'saveMenu', { eventId, menu: menu({ img: 'javascript:alert(1)' }) })).status).toBe(400);
  });

  it('refuses a link to a page that is not the event’s, and keeps an existing link to a page deleted since', async () => {
    const res = await call(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ id: 'no-such-page', label: 'Ghost', slug: 'ghost' }] }) });
    expect(res.json.error).toEqual({ code: 'invalid-argument', message: menuMessages.unknownPage });
    const doomed = (await ok(owner.browser, 'createPage', { eventId, page: { title: 'Doomed', template: 'container', states: ['live'], tags: [] } })).pageId;
    const link = { id: doomed, label: 'Doomed', slug: 'doomed' };
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [link] }) });
    await ok(owner.browser, 'deletePage', { eventId, pageId: doomed });
    // Renaming the menu keeps the link the editor shows as deleted; adding it anew is refused.
    await ok(producer.browser, 'saveMenu', { eventId, menuId, menu: menu({ name: 'Renamed', pages: [link] }) });
    expect((await stored(`events/${eventId}/menus/${menuId}`))?.pages).toEqual([link]);
    const other = await ok(owner.browser, 'saveMenu', { eventId, menu: menu() });
    expect((await call(producer.browser, 'saveMenu', { eventId, menuId: other.menuId, menu: menu({ pages: [link] }) })).json.error.message).toBe(menuMessages.unknownPage);
  });

  it('links the audience page of one of the event’s chats, and refuses a chat that is not the event’s', async () => {
    await server.running.engine.commit([{ type: 'set', path: `events/${eventId}/chats/c1`, data: { title: 'Questions', online: true } }]);
    const link = { id: 'c1', label: 'Ask a question', slug: '', kind: 'chat' as const };
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ id: pageId, label: 'Home', slug: 'home' }, link] }) });
    expect((await stored(`events/${eventId}/menus/${menuId}`))?.pages).toEqual([{ id: pageId, label: 'Home', slug: 'home' }, link]);
    const res = await call(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ ...link, id: 'no-such-chat' }] }) });
    expect(res.json.error).toEqual({ code: 'invalid-argument', message: menuMessages.unknownChat });
    // A page's id is not a chat's: a chat link names a chat.
    expect((await call(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ ...link, id: pageId }] }) })).json.error.message).toBe(menuMessages.unknownChat);
    expect((await call(owner.browser, 'saveMenu', { eventId, menu: menu({ pages: [{ ...link, kind: 'stream' as never }] }) })).status).toBe(400);
  });

  it('deletes a menu for owners, clearing the event’s header and footer choice of it', async () => {
    const { menuId } = await ok(owner.browser, 'saveMenu', { eventId, menu: menu() });
    await ok(owner.browser, 'updateEventSettings', { eventId, settings: { headerMenu: menuId, footerMenu: menuId } });
    expect((await call(producer.browser, 'deleteMenu', { eventId, menuId })).status).toBe(403);
    await ok(owner.browser, 'deleteMenu', { eventId, menuId });
    expect(await stored(`events/${eventId}/menus/${menuId}`)).toBeNull();
    expect(await stored(`events/${eventId}`)).toMatchObject({ headerMenu: '', footerMenu: '' });
    expect((await call(owner.browser, 'deleteMenu', { eventId, menuId })).status).toBe(404);
  });
});
