/**
 * The audience data of a site that is not open, as the server's readSiteAudience answers it to a
 * pass holder (JSON: dates travel as `{ "@date": milliseconds }`) and as the site reads it back,
 * so a reader sees the same values it would read from the documents themselves.
 */
import type { DocData } from '../documents/values';

const DATE_KEY = '@date';

function encode(value: unknown): unknown {
  if (value instanceof Date) return { [DATE_KEY]: value.getTime() };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0][0] === DATE_KEY && typeof entries[0][1] === 'number') return new Date(entries[0][1]);
    return Object.fromEntries(entries.map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

export const audienceDataToJson = (data: DocData): Record<string, unknown> => encode(data) as Record<string, unknown>;
export const audienceDataFromJson = (data: Record<string, unknown>): DocData => decode(data) as DocData;
