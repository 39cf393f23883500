/**
 * The event's pages and menus, live, for the front page and the header and footer menu
 * selects. Removed pages are not offered (spec 000 section 7.2 keeps them apart).
 */
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';

export type Choice = { value: string; label: string };

type Named = { title?: unknown; name?: unknown; removed?: unknown };

const labelOf = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

function choices(live: LiveState<{ id: string; data: Named | undefined }[]>, toChoice: (id: string, data: Named) => Choice | null): LiveState<Choice[]> {
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  if (live.status === 'pending') return live;
  const list = live.data.flatMap((doc) => toChoice(doc.id, doc.data ?? {}) ?? []);
  return { status: 'success', data: list.sort((a, b) => a.label.localeCompare(b.label)), error: null };
}

export function useEventPageChoices(eventId: string): LiveState<Choice[]> {
  const backend = useBackend();
  const live = useLiveQuery<Named>(backend.docs, { path: `events/${eventId}/pages` });
  return choices(live, (id, page) => (page.removed === true ? null : { value: id, label: labelOf(page.title, 'Untitled page') }));
}

export function useEventMenuChoices(eventId: string): LiveState<Choice[]> {
  const backend = useBackend();
  const live = useLiveQuery<Named>(backend.docs, { path: `events/${eventId}/menus` });
  return choices(live, (id, menu) => ({ value: id, label: labelOf(menu.name, 'Untitled menu') }));
}
