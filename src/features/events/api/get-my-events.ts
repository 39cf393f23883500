import { useState } from 'react';
import { useBackend } from '@/lib/backend-context';
import type { DocumentStore } from '@/backend/port';
import { subscribeEachDoc } from '@/lib/live/subscribe-each-doc';
import { useLiveSubscription, type LiveState, type Subscribe } from '@/lib/live/use-live-subscription';
import { byDateNewestFirst, toEventSummary, type EventSummary } from '../model/event';
import { accessibleEventIds, creatingRow, toMyEventRow, type CreatedEvent, type MyAccess, type MyEventRow } from '../model/my-event-row';

/**
 * One subscription over the listed events, each document live (a row turns clickable when its
 * status becomes "created"). Answers once every event has answered, then on each change. Events
 * that are gone or unreadable are skipped (spec 000 section 8), except the ones just created,
 * which show as still being created until the server gives the user access.
 */
export function subscribeMyEvents(docs: DocumentStore, eventIds: readonly string[], created: readonly CreatedEvent[]): Subscribe<EventSummary[]> {
  const fallback = (id: string) => {
    const mine = created.find((c) => c.id === id);
    return mine ? creatingRow(mine) : null;
  };
  return subscribeEachDoc(
    docs,
    [...eventIds, ...created.map((c) => c.id)],
    (id) => `events/${id}`,
    (id, snap) => (snap ? toEventSummary(id, snap.data) : fallback(id)),
    byDateNewestFirst,
  );
}

/**
 * The rows of "My events" (spec 000 section 2.5), live. `access` null waits. While a change of the
 * listed ids starts a new subscription, the previous rows stay on screen.
 */
export function useMyEvents(access: MyAccess | null, created: readonly CreatedEvent[]): LiveState<MyEventRow[]> {
  const backend = useBackend();
  const ids = access ? accessibleEventIds(access.records).sort() : null;
  const live = useLiveSubscription<EventSummary[]>(
    ['my-events', ids, created],
    ids === null ? null : subscribeMyEvents(backend.docs, ids, created),
  );
  const [last, setLast] = useState<EventSummary[] | null>(null);
  if (live.status === 'success' && live.data !== last) setLast(live.data);
  if (live.status === 'error') return { status: 'error', data: undefined, error: live.error };
  const events = live.status === 'success' ? live.data : last;
  if (!access || !events) return { status: 'pending', data: undefined, error: null };
  return { status: 'success', data: events.map((event) => toMyEventRow(event, access)), error: null };
}
