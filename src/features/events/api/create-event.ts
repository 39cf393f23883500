import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { LANGUAGE_CODES, validateSlug, validateTitle } from '@domain/events/event-rules';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';

/** The Add event form's values (spec 000 sections 2.8 and 5); the server checks them again. */
export const createEventInputSchema = z.object({
  title: z
    .string()
    .transform((title) => title.trim())
    .superRefine((title, ctx) => {
      const problem = validateTitle(title);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  slug: z.string().superRefine((slug, ctx) => {
    const problem = validateSlug(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  language: z.enum(LANGUAGE_CODES),
  organizationId: z.string().min(1).nullable(),
});

export type CreateEventInput = z.input<typeof createEventInputSchema>;

/** Returns the new event's id; the server finishes creating it afterwards (spec 000 section 4.6). */
export async function createEvent(backend: Backend, input: CreateEventInput): Promise<string> {
  const { eventId } = await backend.call('createEvent', createEventInputSchema.parse(input));
  return eventId;
}

type Callbacks = {
  onSuccess?: (eventId: string, input: CreateEventInput) => void;
  onError?: (error: unknown, input: CreateEventInput) => void;
};

/** The form shows a failure itself: a slug taken meanwhile belongs next to the slug field. */
export function useCreateEvent({ onSuccess, onError }: Callbacks = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: (input: CreateEventInput) => createEvent(backend, input),
    onSuccess: (eventId, input) => onSuccess?.(eventId, input),
    onError: (error, input) => onError?.(error, input),
  });
}
