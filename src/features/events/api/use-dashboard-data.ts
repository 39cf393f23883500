/** The dashboard's live reads (spec 000 section 7.2): the event's setup fields and its unit counts. */
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { isActivePage, toEventSetup, type EventSetup, type UnitCounts } from '../model/dashboard';
import type { LoadStep } from '../model/load-progress';

export type DashboardContent = {
  counts: LiveState<UnitCounts>;
  setup: LiveState<EventSetup>;
  /** The progress loading's finished steps (a failed step counts as finished: its error is shown). */
  done: ReadonlySet<LoadStep>;
};

/** Live counts of the event's chats, streams, active pages and menus, and its setup fields; the first failure wins. */
export function useDashboardContent(eventId: string): DashboardContent {
  const backend = useBackend();
  const event = useLiveDoc(backend.docs, `events/${eventId}`);
  const chats = useLiveQuery(backend.docs, { path: `events/${eventId}/chats` });
  const streams = useLiveQuery(backend.docs, { path: `events/${eventId}/streams` });
  const pages = useLiveQuery(backend.docs, { path: `events/${eventId}/pages` });
  const menus = useLiveQuery(backend.docs, { path: `events/${eventId}/menus` });

  const steps: [LoadStep, { status: string }][] = [['menu', menus], ['pages', pages], ['streams', streams], ['chats', chats], ['event', event]];
  const done = new Set(steps.filter(([, state]) => state.status !== 'pending').map(([step]) => step));

  const setup: LiveState<EventSetup> =
    event.status === 'success'
      ? { status: 'success', data: toEventSetup(event.data.data), error: null }
      : event.status === 'pending'
        ? event
        : { status: 'error', data: undefined, error: event.error };

  const failed = [chats, streams, pages, menus].find((state) => state.status === 'error');
  let counts: LiveState<UnitCounts>;
  if (failed) counts = { status: 'error', data: undefined, error: failed.error };
  else if (chats.status !== 'success' || streams.status !== 'success' || pages.status !== 'success' || menus.status !== 'success') {
    counts = { status: 'pending', data: undefined, error: null };
  } else {
    counts = {
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
  return { counts, setup, done };
}
