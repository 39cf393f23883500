import { CHATS } from '@domain/chats/chat';
import { MENU, MENUS } from '@domain/pages/menu';
import { PAGES } from '@domain/pages/page';
import type { DocData, DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { toMenu, type LinkableChat, type LinkablePage } from '../model/menu-doc';
import type { Menu } from '@domain/pages/menu';

const toMenus = (docs: DocSnapshot<DocData>[]) => docs.map((d) => toMenu(d.id, d.data ?? {}));
const toMenuOrNull = (snap: DocSnapshot<DocData>) => (snap.exists ? toMenu(snap.id, snap.data ?? {}) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const toPages = (docs: DocSnapshot<DocData>[]): LinkablePage[] =>
  docs.map((d) => ({ id: d.id, title: text(d.data?.title), slug: text(d.data?.slug), removed: d.data?.removed === true }));

/** The event's menus, live, newest first (spec 002 section 7). */
export function useMenus(eventId: string): LiveState<Menu[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: MENUS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }), toMenus);
}

/** One menu, live; null when it does not exist (deleted meanwhile, or a wrong address). */
export function useMenu(eventId: string, menuId: string): LiveState<Menu | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, MENU(eventId, menuId)), toMenuOrNull);
}

/** The event's pages a menu can link to, live. */
export function useLinkablePages(eventId: string): LiveState<LinkablePage[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: PAGES(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }), toPages);
}

const toChats = (docs: DocSnapshot<DocData>[]): LinkableChat[] => docs.map((d) => ({ id: d.id, title: text(d.data?.title) }));

/** The event's chats whose audience pages a menu can link to, live. */
export function useLinkableChats(eventId: string): LiveState<LinkableChat[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: CHATS(eventId) }), toChats);
}

const toSlug = (snap: DocSnapshot<DocData>) => text(snap.data?.slug);

/** The event's slug, for the public addresses of the preview's links. */
export function useEventSlug(eventId: string): LiveState<string> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, `events/${eventId}`), toSlug);
}
