import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { DUPLICABLE_COLLECTIONS } from '@domain/events/event-rules';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';
import type { OperationCallbacks } from '@/lib/operation-callbacks';
import { createEventInputSchema } from './create-event';

/** The Duplicate event form's values (spec 000 sections 2.8 and 9); the server checks them again. */
export const duplicateEventInputSchema = createEventInputSchema.pick({ title: true, slug: true, language: true }).extend({
  eventId: z.string().min(1),
  collections: z.array(z.enum(DUPLICABLE_COLLECTIONS)),
});

export type DuplicateEventInput = z.input<typeof duplicateEventInputSchema>;

/** Returns the copy's id; the row shows "Creating event..." until the server has finished it. */
export async function duplicateEvent(backend: Backend, input: DuplicateEventInput): Promise<string> {
  const { eventId } = await backend.call('duplicateEvent', duplicateEventInputSchema.parse(input));
  return eventId;
}

export function useDuplicateEvent(callbacks: OperationCallbacks<string, DuplicateEventInput> = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: DuplicateEventInput) => duplicateEvent(backend, input), ...callbacks });
}
