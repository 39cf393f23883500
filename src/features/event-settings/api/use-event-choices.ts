/**
 * The event's pages and menus, live, for the front page and the header and footer menu
 * selects. Removed pages are not offered (spec 000 section 7.2 keeps them apart).
 */
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';

export type Choice = { value: string; label: string };

type Named = { title?: unknown; name?: unknown; removed?: unknown };

const labelOf = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

const choices = (toChoice: (id: string, data: Named) => Choice | null) => (docs: DocSnapshot<Named>[]) =>
  docs.flatMap((doc) => toChoice(doc.id, doc.data ?? {}) ?? []).sort((a, b) => a.label.localeCompare(b.label));

const pageChoices = choices((id, page) => (page.removed === true ? null : { value: id, label: labelOf(page.title, 'Untitled page') }));
const menuChoices = choices((id, menu) => ({ value: id, label: labelOf(menu.name, 'Untitled menu') }));

export function useEventPageChoices(eventId: string): LiveState<Choice[]> {
  const backend = useBackend();
  const live = useLiveQuery<Named>(backend.docs, { path: `events/${eventId}/pages` });
  return useMappedLive(live, pageChoices);
}

export function useEventMenuChoices(eventId: string): LiveState<Choice[]> {
  const backend = useBackend();
  const live = useLiveQuery<Named>(backend.docs, { path: `events/${eventId}/menus` });
  return useMappedLive(live, menuChoices);
}
