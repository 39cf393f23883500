/**
 * The `/api` calls of the participants table (issue 31; spec 002 sections 2, 3 and 4), spread into
 * `apiContracts` (contracts.ts): a page of the event's participants by a sort, a search and
 * "Show disabled", one participant's record and activity for the View modal, and deleting one.
 * The export reads the same pages as the table, at the largest page size.
 *
 * A page starts after a cursor (or at the start of the list), or with `backwards` ends before
 * one (or at the end of the list), `skip` participants further on: the table's page numbers are
 * reached from the nearest page it knows, or from either end, with one bounded read.
 */
import { z } from 'zod';
import { PARTICIPANT_STATES } from '../participants/participant-record';
import { PARTICIPANT_MAX_SKIP, PARTICIPANT_PAGE_SIZES, PARTICIPANT_SORTS } from '../participants/participant-listing';

const id = z.string().min(1).max(200);
/** Where the next page starts, as the previous answer gave it: opaque to the app. */
const cursor = z.string().min(1).max(2_000);
const sorts = PARTICIPANT_SORTS as [(typeof PARTICIPANT_SORTS)[number], ...(typeof PARTICIPANT_SORTS)[number][]];

/** A participant as the table and the export show them; times in milliseconds since the epoch. */
export const participantRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.enum(PARTICIPANT_STATES).nullable(),
  disabled: z.boolean(),
  lastSeenAt: z.number().nullable(),
  createdAt: z.number().nullable(),
  watchSeconds: z.number(),
  visits: z.number(),
  sessions: z.number(),
  engagement: z.number(),
  /** Every text field the participant holds (the registration form's answers, the import's fields), by name. */
  answers: z.record(z.string(), z.string()),
});

export const participantLogSchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: z.number().nullable(),
  /** Seconds watched, on watchTime records. */
  time: z.number().nullable(),
});

export const participantListContracts = {
  /** A page of the event's participants (viewers and up, as the matrix's `users` row reads). */
  listParticipants: {
    input: z
      .object({
        eventId: id,
        sort: z.enum(sorts).default('name'),
        direction: z.enum(['asc', 'desc']).default('asc'),
        search: z.string().max(200).default(''),
        showDisabled: z.boolean().default(false),
        pageSize: z.number().int().min(1).max(PARTICIPANT_PAGE_SIZES.max).default(PARTICIPANT_PAGE_SIZES.default),
        cursor: cursor.optional(),
        backwards: z.boolean().default(false),
        skip: z.number().int().min(0).max(PARTICIPANT_MAX_SKIP).default(0),
        /** How many participants match, for the page numbers; the export, which reads every page, leaves it out. */
        total: z.boolean().default(true),
      })
      .strict(),
    output: z.object({
      /** In the sort's order, backwards pages too. */
      participants: z.array(participantRowSchema),
      /** Where the page after this one starts; null when this is the last. */
      next: z.string().nullable(),
      /** Where the page before this one ends (read it backwards); null when this is the first. */
      previous: z.string().nullable(),
      total: z.number().nullable(),
    }),
  },
  /** The View modal: the participant, their stored record as JSON, and a page of their activity, newest first. */
  participantDetail: {
    input: z.object({ eventId: id, participantId: id, logCursor: cursor.optional() }).strict(),
    output: z.object({
      participant: participantRowSchema,
      record: z.record(z.string(), z.unknown()),
      logs: z.array(participantLogSchema),
      nextLogs: z.string().nullable(),
    }),
  },
  /** Deletes a participant as the spec does (owners): disabled, state deletedUser; the record stays. */
  deleteParticipant: {
    input: z.object({ eventId: id, participantId: id }).strict(),
    output: z.object({}),
  },
} as const;
