/**
 * The `/api` calls of the event's agenda (issue 11), spread into `apiContracts` (contracts.ts).
 * Every agenda write goes through them: the server checks the caller's role and the fields.
 */
import { z } from 'zod';
import { agendaInputSchema } from '../agenda/agenda-item';

const id = z.string().min(1).max(200);

export const agendaContracts = {
  /** Adds (no `itemId`; owners) or updates (producers) an agenda item. Answers its id. */
  saveAgendaItem: {
    input: z.object({ eventId: id, itemId: id.optional(), item: agendaInputSchema }).strict(),
    output: z.object({ itemId: z.string() }),
  },
  /** Deletes an agenda item; owners. */
  deleteAgendaItem: {
    input: z.object({ eventId: id, itemId: id }).strict(),
    output: z.object({}),
  },
} as const;
