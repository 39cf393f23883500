/**
 * The organiser's last column choices for an event's imports, by header name, so the next file
 * with the same headers is matched the same way. Storage may be unavailable (private modes):
 * nothing is remembered then.
 */
import { PARTICIPANT_IMPORT_FIELDS } from '@domain/participants/participant-record';
import type { ColumnChoice, Mapping } from '../model/import-table';

const key = (eventId: string) => `eventdesk.importMapping.${eventId}`;
const isChoice = (value: unknown): value is ColumnChoice => value === 'skip' || (PARTICIPANT_IMPORT_FIELDS as readonly unknown[]).includes(value);

export function rememberedMapping(eventId: string): Record<string, ColumnChoice> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key(eventId)) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(Object.entries(stored).filter(([, choice]) => isChoice(choice))) as Record<string, ColumnChoice>;
  } catch {
    return {};
  }
}

export function rememberMapping(eventId: string, headers: readonly string[], mapping: Mapping): void {
  const choices = { ...rememberedMapping(eventId) };
  headers.forEach((header, c) => {
    if (mapping[c]) choices[header] = mapping[c];
  });
  try {
    window.localStorage.setItem(key(eventId), JSON.stringify(choices));
  } catch {
    // Storage is full or off: the next import matches by header names alone.
  }
}
