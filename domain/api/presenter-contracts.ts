/**
 * The `/api` calls of the event's presenters (issue 11), spread into `apiContracts`
 * (contracts.ts). Every presenter write goes through them: the server checks the caller's role
 * and the fields.
 */
import { z } from 'zod';
import { presenterInputSchema } from '../presenters/presenter';

const id = z.string().min(1).max(200);

export const presenterContracts = {
  /** Adds (no `presenterId`; owners) or updates (producers) a presenter. Answers its id. */
  savePresenter: {
    input: z.object({ eventId: id, presenterId: id.optional(), presenter: presenterInputSchema }).strict(),
    output: z.object({ presenterId: z.string() }),
  },
  /** Deletes a presenter; owners. */
  deletePresenter: {
    input: z.object({ eventId: id, presenterId: id }).strict(),
    output: z.object({}),
  },
} as const;
