/**
 * The participants table's reads (issue 31): a page of the event's participants from the server
 * by its number (listParticipants pages by cursors, so the table keeps the edges of the pages it
 * has read and reaches a number from the nearest: model/participant-paging.ts), one participant
 * for the View modal, and the event's registration form for the columns.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiInput } from '@domain/api/contracts';
import { registrationFieldsOf, type RegistrationField } from '@domain/events/registration-form';
import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import { pageRequest, stepTowards, type PageEdges } from '../model/participant-paging';

export type ParticipantFilter = Required<Pick<ApiInput<'listParticipants'>, 'sort' | 'direction' | 'search' | 'showDisabled' | 'pageSize'>>;

type Known = { edges: Map<number, PageEdges>; total: number | null };

/** Page `page` of the filter; `run` counts the searches asked for, each read anew even when the words are the same. */
export function useParticipantsPage(eventId: string, filter: ParticipantFilter, page: number, run: number) {
  const backend = useBackend();
  // What the pages read so far said of their edges, and the latest total, per filter.
  const known = useRef(new Map<string, Known>());
  return useQuery({
    queryKey: ['participants', eventId, filter, page, run],
    queryFn: async () => {
      const key = JSON.stringify(filter);
      const memory = known.current.get(key) ?? { edges: new Map(), total: null };
      known.current.set(key, memory);
      const read = async (at: number, total: boolean) => {
        const { from: _from, ...request } = pageRequest(at, filter.pageSize, memory.total, memory.edges);
        const answer = await backend.call('listParticipants', { eventId, ...filter, ...request, total });
        memory.edges.set(at, { previous: answer.previous, next: answer.next });
        if (answer.total !== null) memory.total = answer.total;
        return answer;
      };
      const stepOf = () => stepTowards(pageRequest(page, filter.pageSize, memory.total, memory.edges), filter.pageSize);
      for (let step = stepOf(); step !== null; step = stepOf()) await read(step, false);
      return read(page, true);
    },
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
