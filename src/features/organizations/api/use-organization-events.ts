import type { DocumentStore } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { subscribeEachDoc } from '@/lib/live/subscribe-each-doc';
import { useLiveSubscription, type LiveState, type Subscribe } from '@/lib/live/use-live-subscription';
import { byDateNewestFirst, toOrganizationEvent, type OrganizationEvent } from '../model/organization-event';

/**
 * One subscription over the listed events: answers once every event has answered, then on each
 * change. Events that are gone or unreadable are skipped (spec 000 section 8); other failures end
 * the list with the error.
 */
export function subscribeOrganizationEvents(docs: DocumentStore, eventIds: readonly string[]): Subscribe<OrganizationEvent[]> {
  return subscribeEachDoc(docs, eventIds, (id) => `events/${id}`, (id, snap) => (snap ? toOrganizationEvent(id, snap.data) : null), byDateNewestFirst);
}

/** The organisation's events (the ids of `resourceAccess/{id}.events`), newest first; null ids wait. */
export function useOrganizationEvents(eventIds: readonly string[] | null): LiveState<OrganizationEvent[]> {
  const backend = useBackend();
  return useLiveSubscription<OrganizationEvent[]>(
    ['organization-events', eventIds ?? null],
    eventIds === null ? null : subscribeOrganizationEvents(backend.docs, eventIds),
  );
}
