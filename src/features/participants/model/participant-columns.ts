/**
 * The participants table's columns, which the export writes too (issue 31: "Columns: the table's,
 * engagement included"): name, email, the event's own registration fields, state, last seen,
 * watch time as h m s (spec 002 section 9), visits and engagement.
 */
import dayjs from 'dayjs';
import type { z } from 'zod';
import type { participantRowSchema } from '@domain/api/participant-list-contracts';
import { EMAIL_FIELD, type RegistrationField } from '@domain/events/registration-form';
import { formatWatchTime, type ParticipantSort } from '@domain/participants/participant-listing';

export type ParticipantRow = z.output<typeof participantRowSchema>;

/** The table's date format (spec 002 section 9). */
export const formatDate = (ms: number | null): string => (ms === null ? '' : dayjs(ms).format('HH:mm - DD.MM.YYYY'));

export type ParticipantColumn = { key: string; title: string; sort?: ParticipantSort; value: (row: ParticipantRow) => string | number };

/** Already shown as the name and email columns. */
const SHOWN_ELSEWHERE = new Set(['firstName', 'lastName', EMAIL_FIELD]);

export function participantColumns(fields: readonly RegistrationField[]): ParticipantColumn[] {
  return [
    { key: 'name', title: 'Name', sort: 'name', value: (row) => row.name },
    { key: 'email', title: 'Email', sort: 'email', value: (row) => row.email },
    ...fields
      .filter((field) => !SHOWN_ELSEWHERE.has(field.name))
      .map((field): ParticipantColumn => ({ key: `field:${field.name}`, title: field.label, value: (row) => row.answers[field.name] ?? '' })),
    { key: 'state', title: 'State', sort: 'state', value: (row) => row.state ?? '' },
    { key: 'lastSeen', title: 'Last seen', sort: 'lastSeen', value: (row) => formatDate(row.lastSeenAt) },
    { key: 'watchTime', title: 'Watch time', sort: 'watchTime', value: (row) => formatWatchTime(row.watchSeconds) },
    { key: 'visits', title: 'Visits', sort: 'visits', value: (row) => row.visits },
    { key: 'engagement', title: 'Engagement', sort: 'engagement', value: (row) => row.engagement },
  ];
}
