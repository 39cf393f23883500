/**
 * Turns WriteOps (untrusted input) into checked, sentinel-free operations plus field transforms,
 * the way the Firestore SDK splits a write into an update mask and transforms.
 */
import { parseFieldPath } from '@domain/documents/field-path';
import { isSentinel, MAX_BATCH_WRITES, type DocData, type DocValue, type Sentinel } from '@domain/documents/values';
import type { WriteOp } from './engine';
import { checkDepth, checkDocumentPath, checkFieldName, checkValue, describeField, invalid, isPlainMap } from './validate';

export type Transform = { field: string[]; sentinel: Exclude<Sentinel, { __sentinel__: 'deleteField' }> };
/** One value written at a field path (replacing what was there). */
export type FieldWrite = { field: string[]; value: DocValue };

export type ParsedOp =
  | { kind: 'set' | 'create'; path: string; data: DocData; transforms: Transform[] }
  /** set-with-merge and update both write named fields, delete some, then transform. */
  | { kind: 'merge' | 'update'; path: string; writes: FieldWrite[]; deletes: string[][]; transforms: Transform[] }
  | { kind: 'delete'; path: string };

type Mode = 'set' | 'merge' | 'update';

type Collected = { writes: FieldWrite[]; deletes: string[][]; transforms: Transform[] };

const DELETE_ONLY_WITH = 'deleteField() can only be used with update() or set() with merge';

function checkSentinel(s: Sentinel, field: string[]): void {
  const at = describeField(field);
  switch (s.__sentinel__) {
    case 'serverTimestamp':
    case 'deleteField':
      return;
    case 'increment':
      if (typeof s.by !== 'number' || !Number.isFinite(s.by)) invalid(`${at}: increment() needs a finite number, got ${String(s.by)}`);
      return;
    case 'arrayUnion':
    case 'arrayRemove':
      if (!Array.isArray(s.values)) invalid(`${at}: ${s.__sentinel__}() needs an array of values`);
      s.values.forEach((v, i) => {
        if (isSentinel(v)) invalid(`${at}: ${s.__sentinel__}() cannot hold ${v.__sentinel__}()`);
        checkValue(v, [...field, String(i)], field.length + 1, true);
      });
      return;
    default:
      invalid(`${at}: unknown sentinel ${JSON.stringify((s as { __sentinel__: unknown }).__sentinel__)}`);
  }
}

function checkData(data: unknown, path: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || data instanceof Date || isSentinel(data)) {
    invalid(`the data written to ${path} must be a plain object of fields`);
  }
  const proto = Object.getPrototypeOf(data);
  if (proto !== Object.prototype && proto !== null) invalid(`the data written to ${path} must be a plain object of fields`);
  return data as Record<string, unknown>;
}

/**
 * Walks a map of a set/create/merge write (or a map value inside an update), collecting
 * sentinels as transforms. In merge mode every leaf becomes a FieldWrite; otherwise the
 * sentinel-free map is returned.
 */
function walkMap(obj: Record<string, unknown>, prefix: string[], mode: Mode, out: Collected): DocData {
  const clean: DocData = {};
  for (const [key, v] of Object.entries(obj)) {
    checkFieldName(key, () => describeField(prefix));
    const field = [...prefix, key];
    checkDepth(field);
    if (isSentinel(v)) {
      checkSentinel(v, field);
      if (v.__sentinel__ !== 'deleteField') out.transforms.push({ field, sentinel: v });
      else if (mode === 'merge') out.deletes.push(field);
      else if (mode === 'update') invalid(`${describeField(field)}: deleteField() must be at the top level of update data`);
      else invalid(`${describeField(field)}: ${DELETE_ONLY_WITH}`);
      continue;
    }
    if (isPlainMap(v) && (mode !== 'merge' || Object.keys(v).length > 0)) {
      const inner = walkMap(v, field, mode, out);
      if (mode !== 'merge') clean[key] = inner;
      continue;
    }
    checkValue(v, field, field.length);
    if (mode === 'merge') out.writes.push({ field, value: v });
    else clean[key] = v;
  }
  return clean;
}

function overlapping(a: string[], b: string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function parseUpdate(data: Record<string, unknown>, path: string): Collected {
  const out: Collected = { writes: [], deletes: [], transforms: [] };
  const seen: string[][] = [];
  for (const [key, v] of Object.entries(data)) {
    const field = parseFieldPath(key);
    if (!Array.isArray(field)) invalid(`update of ${path}: ${field.error}`);
    for (const f of field) checkFieldName(f, `update of ${path}`);
    const clash = seen.find((s) => overlapping(s, field));
    if (clash) invalid(`update of ${path}: field paths '${clash.join('.')}' and '${key}' overlap; name each field once`);
    seen.push(field);
    checkDepth(field);
    if (isSentinel(v)) {
      checkSentinel(v, field);
      if (v.__sentinel__ === 'deleteField') out.deletes.push(field);
      else out.transforms.push({ field, sentinel: v });
      continue;
    }
    if (isPlainMap(v)) {
      out.writes.push({ field, value: walkMap(v, field, 'update', out) });
    } else {
      checkValue(v, field, field.length);
      out.writes.push({ field, value: v });
    }
  }
  return out;
}

export function parseOp(op: unknown, index: number): ParsedOp {
  if (typeof op !== 'object' || op === null) invalid(`write #${index} must be an object`);
  const o = op as Partial<WriteOp> & { merge?: unknown; data?: unknown };
  const path = checkDocumentPath(o.path);
  switch (o.type) {
    case 'delete':
      return { kind: 'delete', path };
    case 'set':
    case 'create': {
      const data = checkData(o.data, path);
      if (o.type === 'set' && o.merge !== undefined && typeof o.merge !== 'boolean') invalid(`write #${index}: merge must be a boolean`);
      if (o.type === 'set' && o.merge === true) {
        const out: Collected = { writes: [], deletes: [], transforms: [] };
        walkMap(data, [], 'merge', out);
        return { kind: 'merge', path, ...out };
      }
      const out: Collected = { writes: [], deletes: [], transforms: [] };
      const clean = walkMap(data, [], 'set', out);
      return { kind: o.type, path, data: clean, transforms: out.transforms };
    }
    case 'update': {
      const out = parseUpdate(checkData(o.data, path), path);
      return { kind: 'update', path, ...out };
    }
    default:
      invalid(`write #${index} has unknown type ${JSON.stringify(o.type)}; expected set, update, create or delete`);
  }
}

export function parseOps(ops: unknown): ParsedOp[] {
  if (!Array.isArray(ops)) invalid('writes must be an array');
  if (ops.length > MAX_BATCH_WRITES) invalid(`a commit can hold at most ${MAX_BATCH_WRITES} writes, got ${ops.length}`);
  return ops.map((op, i) => parseOp(op, i));
}
