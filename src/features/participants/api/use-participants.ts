/**
 * The participants table's reads (issue 31): a page of the event's participants from the server
 * (listParticipants pages by a cursor, so the table keeps the cursors of the pages it has shown),
 * one participant for the View modal, and the event's registration form for the columns.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@domain/api/contracts';
import { registrationFieldsOf, type RegistrationField } from '@domain/events/registration-form';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';

export type ParticipantFilter = Required<Pick<ApiInput<'listParticipants'>, 'sort' | 'direction' | 'search' | 'showDisabled' | 'pageSize'>>;

export function useParticipantsPage(eventId: string, filter: ParticipantFilter, cursor: string | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['participants', eventId, filter, cursor ?? null],
    queryFn: () => backend.call('listParticipants', { eventId, ...filter, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
}

export function useParticipantDetail(eventId: string, participantId: string | null, logCursor: string | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['participant', eventId, participantId, logCursor ?? null],
    enabled: participantId !== null,
    queryFn: () => backend.call('participantDetail', { eventId, participantId: participantId!, ...(logCursor ? { logCursor } : {}) }),
  });
}

/** The event's registration fields (the form's own, or the default form). */
export function useRegistrationFields(eventId: string): RegistrationField[] {
  const backend = useBackend();
  const event = useLiveDoc<{ registration?: unknown }>(backend.docs, `events/${eventId}`);
  return registrationFieldsOf(event.status === 'success' ? event.data.data?.registration : undefined);
}
