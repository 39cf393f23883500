import type { DocumentStore } from '../../../backend/port';
import { useBackend } from '../../../app/providers/backend-context';
import { errorCode } from '../../../lib/errors/error-catalogue';
import { useLiveSubscription, type LiveState, type Subscribe } from '../../../lib/live/use-live-subscription';
import { byDateNewestFirst, toOrganizationEvent, type OrganizationEvent } from '../model/organization-event';

/**
 * One subscription over the listed events: answers once every event has answered, then on each
 * change. Events that are gone or unreadable are skipped (spec 000 section 8); other failures end
 * the list with the error.
 */
export function subscribeOrganizationEvents(docs: DocumentStore, eventIds: readonly string[]): Subscribe<OrganizationEvent[]> {
  return (onNext, onError) => {
    const ids = [...new Set(eventIds)];
    const answers = new Map<string, OrganizationEvent | null>();
    let failed = false;
    const emit = () => {
      if (failed || answers.size < ids.length) return;
      onNext([...answers.values()].flatMap((e) => (e ? [e] : [])).sort(byDateNewestFirst));
    };
    const unsubscribes = ids.map((id) =>
      docs.subscribeDoc(
        `events/${id}`,
        (snap) => {
          answers.set(id, snap.exists ? toOrganizationEvent(id, snap.data) : null);
          emit();
        },
        (error) => {
          if (errorCode(error) === 'permission-denied' || errorCode(error) === 'not-found') {
            answers.set(id, null);
            emit();
            return;
          }
          failed = true;
          onError(error);
        },
      ),
    );
    emit();
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  };
}

/** The organisation's events (the ids of `resourceAccess/{id}.events`), newest first; null ids wait. */
export function useOrganizationEvents(eventIds: readonly string[] | null): LiveState<OrganizationEvent[]> {
  const backend = useBackend();
  return useLiveSubscription<OrganizationEvent[]>(
    ['organization-events', eventIds ?? null],
    eventIds === null ? null : subscribeOrganizationEvents(backend.docs, eventIds),
  );
}
