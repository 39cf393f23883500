// The matrix's field limits (clientWritableFields, clientCreateFields; domain/permissions/
// field-checks.ts) as firestore.rules functions, one per row and operation, so that the row's
// rule and the link rules (which give a link holder the same writes) call the same check.

const q = (s) => `'${s}'`;
const list = (names) => `[${names.map(q).join(', ')}]`;

/**
 * The rules expression that holds when `value` passes `check`; `previous(fallback)` is the field's
 * value before an update (the fallback when it had none), absent for a create.
 */
export function accepts(value, check, previous) {
  const before = (fallback) => {
    if (!previous) throw new Error(`A ${Object.keys(check)[0]} check compares with the field's value before an update: use it in clientWritableFields only.`);
    return previous(fallback);
  };
  if ('oneOf' in check) return check.orNull ? `(${value} == null || ${value} in ${list(check.oneOf)})` : `${value} in ${list(check.oneOf)}`;
  if ('maxLength' in check) {
    const atLeast = check.minLength ? ` && ${value}.size() >= ${check.minLength}` : '';
    return `(${value} is string && ${value}.size() <= ${check.maxLength}${atLeast})`;
  }
  if ('constant' in check) return `${value} == ${typeof check.constant === 'string' ? q(check.constant) : check.constant}`;
  if ('boolean' in check) return `${value} is bool`;
  if ('min' in check) return `(${value} is ${check.integer ? 'int' : 'number'} && ${value} >= ${check.min} && ${value} <= ${check.max})`;
  if ('maxItems' in check) return `(${value} is list && ${value}.size() <= ${check.maxItems})`;
  if ('removeOnly' in check) return `(${value} is list && ${before('[]')} is list && ${before('[]')}.hasAll(${value}))`;
  if ('previousPlus' in check) return `${value} == ${before('0')} + ${check.previousPlus}`;
  if ('requestTime' in check) return `${value} == request.time`;
  return `(${value} is map && ${shape(value, check.map).join(' && ')})`;
}

/** The field's value before an update, for `accepts`. */
export const storedValue = (field) => (fallback) => `resource.data.get(${q(field)}, ${fallback})`;

/** `data` holds only these fields, every required one, each passing its check. */
function shape(data, fields) {
  const entries = Object.entries(fields);
  const required = entries.filter(([, check]) => !check.optional).map(([name]) => name);
  return [
    `${data}.keys().hasOnly(${list(entries.map(([name]) => name))})`,
    `${data}.keys().hasAll(${list(required)})`,
    ...entries.map(([name, check]) => {
      const test = accepts(`${data}.get(${q(name)}, null)`, check);
      return check.optional ? `(!(${q(name)} in ${data}) || ${test})` : test;
    }),
  ];
}

const collectionId = (row) => row.path.split('/').at(-2);

/** The function checking a client's update of this row, or null when any field may change. */
export const updateFunction = (row) => (row.clientWritableFields ? `${collectionId(row)}UpdateFields` : null);
/** The function checking a client's create in this row, or null when any shape may be created. */
export const createFunction = (row) => (row.clientCreateFields ? `${collectionId(row)}CreateFields` : null);

/** The functions for every row that limits its fields. */
export function fieldLimitFunctions(matrix) {
  const functions = [];
  for (const row of matrix) {
    const writable = Object.entries(row.clientWritableFields ?? {});
    if (writable.length > 0) {
      const checks = [
        `request.resource.data.diff(resource.data).affectedKeys().hasOnly(${list(writable.map(([field]) => field))})`,
        ...writable.map(([field, check]) => {
          const test = accepts(`request.resource.data.get(${q(field)}, null)`, check, storedValue(field));
          // A removed field also reads as null: only a field still there may be null.
          return `(!changesField(${q(field)}) || ${check.orNull ? `(${q(field)} in request.resource.data && ${test})` : test})`;
        }),
      ];
      functions.push(`    // The fields a client's update of ${row.path} may change, each to an accepted value.
    function ${updateFunction(row)}() {
      return ${checks.join('\n        && ')};
    }`);
    }
    if (row.clientCreateFields) {
      functions.push(`    // What a client's new ${row.path} holds.
    function ${createFunction(row)}() {
      let data = request.resource.data;
      return ${shape('data', row.clientCreateFields).join('\n        && ')};
    }`);
    }
  }
  return functions.join('\n\n');
}
