/** The dashboard's live reads (spec 000 section 7.2): the event's setup fields and its unit counts. */
import { useBackend } from '../../../app/providers/backend-context';
import { useLiveDoc } from '../../../lib/live/use-live-doc';
import { useLiveQuery } from '../../../lib/live/use-live-query';
import type { LiveState } from '../../../lib/live/use-live-subscription';
import { isActivePage, toEventSetup, type EventSetup, type UnitCounts } from '../model/dashboard';

export function useEventSetup(eventId: string): LiveState<EventSetup> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, `events/${eventId}`);
  if (live.status !== 'success') return live.status === 'pending' ? live : { status: 'error', data: undefined, error: live.error };
  return { status: 'success', data: toEventSetup(live.data.data), error: null };
}

/** Live counts of the event's chats, streams, active pages and menus; the first failure wins. */
export function useUnitCounts(eventId: string): LiveState<UnitCounts> {
  const backend = useBackend();
  const chats = useLiveQuery(backend.docs, { path: `events/${eventId}/chats` });
  const streams = useLiveQuery(backend.docs, { path: `events/${eventId}/streams` });
  const pages = useLiveQuery(backend.docs, { path: `events/${eventId}/pages` });
  const menus = useLiveQuery(backend.docs, { path: `events/${eventId}/menus` });
  const all = [chats, streams, pages, menus];
  const failed = all.find((state) => state.status === 'error');
  if (failed) return { status: 'error', data: undefined, error: failed.error };
  if (chats.status !== 'success' || streams.status !== 'success' || pages.status !== 'success' || menus.status !== 'success') {
    return { status: 'pending', data: undefined, error: null };
  }
  return {
    status: 'success',
    data: {
      chats: chats.data.length,
      streams: streams.data.length,
      pages: pages.data.filter((page) => isActivePage(page.data)).length,
      menus: menus.data.length,
    },
    error: null,
  };
}
