import { AGENDA, AGENDA_ITEM } from '@domain/agenda/agenda-item';
import { DECKS } from '@domain/decks/deck';
import { PRESENTERS } from '@domain/presenters/presenter';
import type { DocSnapshot } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { useLiveQuery } from '@/lib/live/use-live-query';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { toAgendaItem, type AgendaItem, type DeckName, type PresenterName } from '../model/agenda-row';

const toItems = (docs: DocSnapshot[]) => docs.map((d) => toAgendaItem(d.id, d.data));
const toItem = (doc: DocSnapshot) => (doc.exists ? toAgendaItem(doc.id, doc.data) : null);
const toDecks = (docs: DocSnapshot[]) => docs.map((d) => ({ id: d.id, title: typeof d.data?.title === 'string' ? d.data.title : '' }));
const toNames = (docs: DocSnapshot[]) => docs.map((d) => ({ id: d.id, name: typeof d.data?.name === 'string' ? d.data.name : '' }));

/** Spec 002 section 7: the event's agenda, newest first. */
export function useAgenda(eventId: string): LiveState<AgendaItem[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: AGENDA(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }), toItems);
}

/** One agenda item; null once it is deleted (or never was). */
export function useAgendaItem(eventId: string, itemId: string): LiveState<AgendaItem | null> {
  const backend = useBackend();
  return useMappedLive(useLiveDoc(backend.docs, AGENDA_ITEM(eventId, itemId)), toItem);
}

/** The event's presenters an item may name, newest first as on /presenters. */
export function usePresenterNames(eventId: string): LiveState<PresenterName[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: PRESENTERS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }), toNames);
}

/** The event's decks an item may show, newest first as on /decks. */
export function useDeckNames(eventId: string): LiveState<DeckName[]> {
  const backend = useBackend();
  return useMappedLive(useLiveQuery(backend.docs, { path: DECKS(eventId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }), toDecks);
}
