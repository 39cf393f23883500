/**
 * A stored participant as the table, the export and the View modal read it: missing counters are
 * 0, a missing last sighting is never, and every text field is an answer (the registration form's
 * fields have the names the organiser chose). Also the raw record as JSON for the Development tab.
 */
import type { z } from 'zod';
import type { participantRowSchema } from '@domain/api/participant-list-contracts';
import { participantStateAt } from '@domain/events/visitor-analytics';
import { PARTICIPANT_STATES, statsOf, type ParticipantState } from '@domain/participants/participant-record';
import { participantName } from '@domain/participants/participant-listing';
import type { AdminDoc } from './services';

type ParticipantRow = z.output<typeof participantRowSchema>;

/** Derived or bookkeeping text fields, no answer of the participant's. */
const NOT_ANSWERS = new Set(['sortName', 'state', 'uid']);

const millis = (value: unknown) => (value instanceof Date ? value.getTime() : null);
const isState = (value: unknown): value is ParticipantState => (PARTICIPANT_STATES as readonly unknown[]).includes(value);

/** A stored 'online' reads offline once the participant has not been seen for a while (participantStateAt). */
export function participantRow(doc: AdminDoc, now = new Date()): ParticipantRow {
  const { data } = doc;
  const state = participantStateAt(data, now);
  const stats = statsOf(data.stats);
  const answers: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) if (typeof value === 'string' && !NOT_ANSWERS.has(field)) answers[field] = value;
  return {
    id: doc.id,
    name: participantName(data),
    email: typeof data.email === 'string' ? data.email : '',
    state: isState(state) ? state : null,
    disabled: data.disabled === true,
    lastSeenAt: millis(data.lastSeenAt),
    createdAt: millis(data.createdAt),
    watchSeconds: stats.watchSeconds,
    visits: stats.visits,
    sessions: stats.sessions,
    engagement: typeof data.engagement === 'number' && Number.isFinite(data.engagement) ? data.engagement : 0,
    answers,
  };
}

/** The record as JSON shows it: times as ISO strings, bytes as their length. */
export function jsonRecord(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (Array.isArray(value)) return value.map(jsonRecord);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonRecord(v)]));
  return value;
}
