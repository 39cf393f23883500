/**
 * The menu calls (spec 002 sections 2, 4, 5 and 7): creating a menu (owners), saving the
 * editor's changes (producers) and deleting one (owners). A menu's links must be pages or chats
 * of the event; deleting a menu clears the event's header or footer choice of it in the same
 * transaction, so the settings never point at a menu that is gone.
 */
import { CHATS } from '@domain/chats/chat';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp } from '@domain/documents/values';
import { MENU, MENUS, menuMessages, menuProblem } from '@domain/pages/menu';
import { PAGE, PAGES } from '@domain/pages/page';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { isDocId } from './resource-roles';

export const saveMenu: ApiHandler<'saveMenu'> = {
  access: 'signed-in',
  async run({ eventId, menuId, menu }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, menuId === undefined ? 'owner' : 'producer');
    const problem = menuProblem(menu);
    if (problem) throw invalidArgument(problem);
    const id = menuId ?? newDocumentId();
    await docs.runTransaction(async (tx) => {
      if (menuId !== undefined && !(isDocId(MENUS(eventId), menuId) && (await tx.get(MENU(eventId, menuId))))) throw notFound(menuMessages.noMenu);
      // A link kept from before may name a page deleted since: the editor shows it as such, and it can stay.
      const before = menuId !== undefined ? await tx.get(MENU(eventId, menuId)) : null;
      const kept = new Set(Array.isArray(before?.data.pages) ? before.data.pages.map((link) => (link && typeof link === 'object' && 'id' in link ? link.id : null)) : []);
      for (const link of menu.pages) {
        if (kept.has(link.id)) continue;
        if (link.kind === 'chat') {
          const chat = isDocId(CHATS(eventId), link.id) ? await tx.get(`${CHATS(eventId)}/${link.id}`) : null;
          if (!chat) throw invalidArgument(menuMessages.unknownChat);
          continue;
        }
        const page = isDocId(PAGES(eventId), link.id) ? await tx.get(PAGE(eventId, link.id)) : null;
        if (!page) throw invalidArgument(menuMessages.unknownPage);
      }
      const fields = { ...menu, name: menu.name.trim(), updatedAt: serverTimestamp() };
      if (menuId === undefined) tx.set(MENU(eventId, id), { ...fields, createdAt: serverTimestamp() });
      else tx.update(MENU(eventId, id), fields);
    });
    return { menuId: id };
  },
};

export const deleteMenu: ApiHandler<'deleteMenu'> = {
  access: 'signed-in',
  async run({ eventId, menuId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'owner');
    await docs.runTransaction(async (tx) => {
      if (!(isDocId(MENUS(eventId), menuId) && (await tx.get(MENU(eventId, menuId))))) throw notFound(menuMessages.noMenu);
      const event = await tx.get(`events/${eventId}`);
      const cleared = (['headerMenu', 'footerMenu'] as const).filter((field) => event?.data[field] === menuId);
      if (cleared.length > 0) tx.update(`events/${eventId}`, Object.fromEntries(cleared.map((field) => [field, ''])));
      tx.delete(MENU(eventId, menuId));
    });
    return {};
  },
};
