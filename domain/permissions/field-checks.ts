/**
 * What a client may write into one field, as data rather than code, so that the server's policy
 * and the firestore.rules generator (scripts/generate-rules.mjs) read the same limits:
 *
 * - `oneOf`: one of some strings (or null, with `orNull`);
 * - `maxLength`: a string of at most so many UTF-16 units;
 * - `constant`: exactly this string or boolean;
 * - `requestTime`: the time of the write itself (a server timestamp), so no one back- or
 *   forward-dates it;
 * - `map`: a map holding exactly these fields, each passing its check.
 */
export type FieldCheck =
  | { oneOf: readonly string[]; orNull?: true }
  | { maxLength: number }
  | { constant: string | boolean }
  | { requestTime: true }
  | { map: Readonly<Record<string, FieldCheck>> };

/** A field of a created document: required unless `optional`. */
export type CreateFieldCheck = FieldCheck & { optional?: true };

const isPlainMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Whether a client may write this value into a field with this check; `requestTime` is the
 * write's own time. A removed field is undefined: never.
 */
export function fieldCheckPasses(check: FieldCheck, value: unknown, requestTime?: Date): boolean {
  if ('oneOf' in check) return (value === null && check.orNull === true) || (typeof value === 'string' && check.oneOf.includes(value));
  if ('maxLength' in check) return typeof value === 'string' && value.length <= check.maxLength;
  if ('constant' in check) return value === check.constant;
  if ('requestTime' in check) return value instanceof Date && requestTime !== undefined && value.getTime() === requestTime.getTime();
  return isPlainMap(value) && fieldsMatch(check.map, value, requestTime);
}

/** Whether `data` holds only these fields, every required one, each passing its check. */
export function fieldsMatch(fields: Readonly<Record<string, CreateFieldCheck>>, data: Record<string, unknown>, requestTime?: Date): boolean {
  if (!Object.keys(data).every((key) => Object.hasOwn(fields, key))) return false;
  return Object.entries(fields).every(([key, check]) =>
    Object.hasOwn(data, key) ? fieldCheckPasses(check, data[key], requestTime) : check.optional === true,
  );
}

/** Whether an update that changes these top-level fields changes only writable ones, each to an accepted value. */
export function changesWithin(writable: Readonly<Record<string, FieldCheck>>, changed: readonly string[], after: Record<string, unknown>, requestTime?: Date): boolean {
  return changed.every((field) => Object.hasOwn(writable, field) && fieldCheckPasses(writable[field], after[field], requestTime));
}
