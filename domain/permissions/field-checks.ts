/**
 * What a client may write into one field, as data rather than code, so that the server's policy
 * and the firestore.rules generator (scripts/rules/field-limits.mjs) read the same limits:
 *
 * - `oneOf`: one of some strings (or null, with `orNull`);
 * - `maxLength`: a string of at most so many UTF-16 units (and at least `minLength`);
 * - `constant`: exactly this string, number or boolean;
 * - `boolean`: true or false;
 * - `min`/`max`: a number in this range, a whole one with `integer`;
 * - `maxItems`: a list of at most so many items (Firestore's rules cannot look into each item,
 *   so neither does the server: the readers of such lists parse them);
 * - `removeOnly`: a list of plain values (strings, numbers) holding only items it held before the
 *   write (an update takes some out);
 * - `previousPlus`: a number exactly this much above the field's value before the write (none: 0);
 * - `requestTime`: the time of the write itself (a server timestamp), so no one back- or
 *   forward-dates it;
 * - `map`: a map holding exactly these fields, each passing its check.
 */
export type FieldCheck =
  | { oneOf: readonly string[]; orNull?: true }
  | { maxLength: number; minLength?: number }
  | { constant: string | number | boolean }
  | { boolean: true }
  | { min: number; max: number; integer?: true }
  | { maxItems: number }
  | { removeOnly: true }
  | { previousPlus: number }
  | { requestTime: true }
  | { map: Readonly<Record<string, FieldCheck>> };

/** A field of a created document: required unless `optional`. */
export type CreateFieldCheck = FieldCheck & { optional?: true };

const isPlainMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Whether a client may write this value into a field with this check; `requestTime` is the
 * write's own time, `previous` the field's value before it (undefined: none). A removed field is
 * undefined: never.
 */
export function fieldCheckPasses(check: FieldCheck, value: unknown, requestTime?: Date, previous?: unknown): boolean {
  if ('oneOf' in check) return (value === null && check.orNull === true) || (typeof value === 'string' && check.oneOf.includes(value));
  if ('maxLength' in check) return typeof value === 'string' && value.length <= check.maxLength && value.length >= (check.minLength ?? 0);
  if ('constant' in check) return value === check.constant;
  if ('boolean' in check) return typeof value === 'boolean';
  if ('min' in check) return isNumber(value) && value >= check.min && value <= check.max && (!check.integer || Number.isInteger(value));
  if ('maxItems' in check) return Array.isArray(value) && value.length <= check.maxItems;
  if ('removeOnly' in check) {
    const prior = previous ?? [];
    return Array.isArray(value) && Array.isArray(prior) && value.every((item) => prior.includes(item));
  }
  if ('previousPlus' in check) return isNumber(value) && value === (previous === undefined ? 0 : isNumber(previous) ? previous : NaN) + check.previousPlus;
  if ('requestTime' in check) return value instanceof Date && requestTime !== undefined && value.getTime() === requestTime.getTime();
  return isPlainMap(value) && fieldsMatch(check.map, value, requestTime);
}

/** Whether `data` holds only these fields, every required one, each passing its check. */
export function fieldsMatch(fields: Readonly<Record<string, CreateFieldCheck>>, data: Record<string, unknown>, requestTime?: Date): boolean {
  if (!Object.keys(data).every((key) => Object.hasOwn(fields, key))) return false;
  return Object.entries(fields).every(([key, check]) => (Object.hasOwn(data, key) ? fieldCheckPasses(check, data[key], requestTime) : check.optional === true));
}

/**
 * Whether an update that changes these top-level fields changes only writable ones, each to an
 * accepted value; `before` is the document's data before the update.
 */
export function changesWithin(
  writable: Readonly<Record<string, FieldCheck>>,
  changed: readonly string[],
  after: Record<string, unknown>,
  requestTime?: Date,
  before: Record<string, unknown> = {},
): boolean {
  return changed.every((field) => Object.hasOwn(writable, field) && fieldCheckPasses(writable[field], after[field], requestTime, before[field]));
}
