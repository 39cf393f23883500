/**
 * Where a page of participants (or of a participant's activity) starts: the last document's sort
 * value and id, handed to the app as an opaque string and read back strictly, so a forged cursor
 * can only start a page somewhere in the same query, never widen it.
 */
import type { Cursor } from '@domain/documents/query';
import { participantMessages } from '@domain/participants/participant-listing';
import { invalidArgument } from '../http/errors';

type SortValue = string | number | Date | null;

export function encodeCursor(value: SortValue, id: string): string {
  const stored = value instanceof Date ? { d: value.getTime() } : value;
  return Buffer.from(JSON.stringify([stored, id])).toString('base64url');
}

const isSortValue = (value: unknown): boolean =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The query cursor after the encoded document; a cursor that is not one of ours is refused. */
export function decodeCursor(encoded: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw invalidArgument(participantMessages.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[1] !== 'string' || parsed[1] === '') throw invalidArgument(participantMessages.badCursor);
  const [stored, id] = parsed as [unknown, string];
  const date = stored !== null && typeof stored === 'object' && Object.keys(stored).length === 1 && typeof (stored as { d?: unknown }).d === 'number';
  if (!date && !isSortValue(stored)) throw invalidArgument(participantMessages.badCursor);
  const value = date ? new Date((stored as { d: number }).d) : (stored as SortValue);
  if (value instanceof Date && Number.isNaN(value.getTime())) throw invalidArgument(participantMessages.badCursor);
  return { values: [value, id], inclusive: false };
}
