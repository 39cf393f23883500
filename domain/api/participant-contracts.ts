/**
 * The `/api` calls of an event's participants (issue 31), spread into `apiContracts`
 * (contracts.ts). Participants are written by the server only: the matrix's `users` row.
 */
import { z } from 'zod';
import { IMPORT_BATCH_ROWS } from '../participants/participant-import';
import { PARTICIPANT_IMPORT_FIELDS } from '../participants/participant-record';

const id = z.string().min(1).max(200);
/** Measured by the handler, so an over-long field gets the import's own message for its row. */
const cell = z.string().max(10_000);
const importRow = z.object(Object.fromEntries(PARTICIPANT_IMPORT_FIELDS.map((field) => [field, cell.optional()]))).strict();

export const participantContracts = {
  /**
   * Adds or updates up to IMPORT_BATCH_ROWS participants by email (owners). Answers the counts and,
   * for every row it did not write, its index in `rows` and why.
   */
  importParticipants: {
    input: z.object({ eventId: id, rows: z.array(importRow).min(1).max(IMPORT_BATCH_ROWS) }).strict(),
    output: z.object({
      created: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      skipped: z.array(z.object({ row: z.number(), email: z.string(), reason: z.string() })),
    }),
  },
} as const;
