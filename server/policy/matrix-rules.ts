/**
 * The document rules for every row of the permission matrix (domain/permissions/matrix.ts):
 * the caller's role on the row's resource must reach the operation's minimum. A write must be
 * allowed for the resource the document belonged to and for the one it belongs to afterwards,
 * so moving a document to another resource needs a role on both. Where the row names the fields
 * a client may write (`clientWritableFields`), an update may change only those, to accepted values.
 */
import { allowed, clientMayChange, publiclyReadable, resolveCollection, resourceFromData, sitePageReadable, type MatrixRow, type Operation } from '@domain/permissions/matrix';
import { isRole } from '@domain/permissions/roles';
import type { QuerySpec } from '@domain/documents/query';
import type { DocData } from '@domain/documents/values';
import type { ChangeEvent, StoredDoc, WriteOp } from '../db/engine';
import type { DocumentRule, SignedIn } from './document-rule';
import type { PathVars } from './path-pattern';
import { collectRoleDocs, eventPath, roleFrom, type Known, type Lookup } from './resource-role';
import { changedFields } from './same-value';

type Side = { resourceId: string; event?: DocData | null };

/** The resource a version of the document belongs to; null when its data names none. */
function sideOf(row: MatrixRow, path: string, data: DocData | null): Side | null {
  const resourceId = resolveCollection(path)?.resourceId ?? resourceFromData(row, data);
  if (!resourceId) return null;
  return path === eventPath(resourceId) ? { resourceId, event: data } : { resourceId };
}

const operationOf = ({ before, after }: ChangeEvent): Operation => (!before ? 'create' : after ? 'update' : 'delete');

function recordRulesHold(row: MatrixRow, auth: SignedIn, vars: PathVars, { before, after }: ChangeEvent): boolean {
  if (row.notOwnRecord && vars[row.notOwnRecord] === auth.uid) return false;
  if (row.roleField) {
    if (before?.data[row.roleField] === 'owner') return false;
    if (after && !isRole(after.data[row.roleField])) return false;
  }
  return true;
}

function canWrite(row: MatrixRow, auth: SignedIn, vars: PathVars, change: ChangeEvent, known: Known): boolean {
  const op = operationOf(change);
  if (!recordRulesHold(row, auth, vars, change)) return false;
  if (op === 'update' && !clientMayChange(row, changedFields(change.before!.data, change.after!.data), change.after!.data)) return false;
  const versions = [change.before, change.after].filter((doc): doc is StoredDoc => doc !== null);
  return versions.every((doc) => {
    const side = sideOf(row, change.path, doc.data);
    return side !== null && allowed(roleFrom(known, auth.uid, side.resourceId, side.event), row, op);
  });
}

async function canRead(row: MatrixRow, auth: SignedIn, vars: PathVars, path: string, data: DocData | null, lookup: Lookup): Promise<boolean> {
  if (row.ownReadable && vars[row.ownReadable] === auth.uid) return true;
  if (row.readableByEmail && data && auth.emailVerified && auth.email !== '' && data[row.readableByEmail] === auth.email) return true;
  const side = sideOf(row, path, data);
  if (!side) return false;
  const known = new Map<string, StoredDoc | null>();
  await collectRoleDocs(lookup, known, auth.uid, side.resourceId, side.event);
  return allowed(roleFrom(known, auth.uid, side.resourceId, side.event), row, 'read');
}

/** What deciding this op will need: the roles for the stored document's resource and for the op's. */
async function prepare(row: MatrixRow, auth: SignedIn, op: WriteOp, lookup: Lookup, into: Map<string, StoredDoc | null>): Promise<void> {
  const stored = await lookup(op.path);
  const versions: (DocData | null)[] = [stored?.data ?? null];
  if (op.type !== 'delete') versions.push(op.data as DocData);
  for (const data of versions) {
    const side = sideOf(row, op.path, data);
    if (side) await collectRoleDocs(lookup, into, auth.uid, side.resourceId, side.event);
  }
}

/**
 * Whether the query asks for the site's pages as `sitePages` says: `==` on each field, and
 * `array-contains` the site's current state on the state list (as firestore.rules judge it).
 */
async function onlySitePages(row: MatrixRow, query: QuerySpec, vars: PathVars, lookup: Lookup): Promise<boolean> {
  const rule = row.sitePages;
  if (!rule || query.group) return false;
  const where = query.where ?? [];
  if (!Object.entries(rule.equals).every(([field, value]) => where.some((w) => w.field === field && w.op === '==' && w.value === value))) return false;
  const asked = where.find((w) => w.field === rule.stateIn && w.op === 'array-contains');
  if (!asked) return false;
  const site = (await lookup(fill(rule.site, vars)))?.data;
  return site?.open === true && typeof site.state === 'string' && asked.value === site.state;
}

/** A `sitePages` document is public while the site document its path names says so. */
async function sitePageRead(row: MatrixRow, vars: PathVars, data: DocData | null, lookup: Lookup): Promise<boolean> {
  if (!row.sitePages || !data) return false;
  const site = await lookup(fill(row.sitePages.site, vars));
  return sitePageReadable(row, data, site?.data ?? null);
}

/** Whether the query's filters keep it to the row's public documents. */
function onlyPublic(row: MatrixRow, query: QuerySpec): boolean {
  const rule = row.publicRead;
  if (!rule) return false;
  if (rule === 'always') return true;
  return (query.where ?? []).some(
    (w) =>
      w.field === rule.field &&
      ((w.op === '==' && rule.values.includes(w.value as string)) ||
        (w.op === 'in' && Array.isArray(w.value) && w.value.length > 0 && w.value.every((v) => rule.values.includes(v as string)))),
  );
}

const WRITE_OPS: Operation[] = ['create', 'update', 'delete'];

/**
 * Whether `read` gives one answer for every document of a collection: the resource comes from a
 * path variable the collection path fixes (not the document id), and no rule looks at the
 * document's id or data (public reads do, so they are left to the per-document check).
 */
function readDecidedByCollection(row: MatrixRow): boolean {
  if (!('pathVar' in row.resource) || row.path.endsWith(`/{${row.resource.pathVar}}`)) return false;
  return !row.readableByEmail && !row.ownReadable && !row.publicRead && !row.sitePages;
}

export const matrixRule = (row: MatrixRow): DocumentRule => ({
  pattern: row.path,
  ...(row.publicRead ? { publicRead: (data: DocData | null) => publiclyReadable(row, data), publicQuery: (query: QuerySpec) => onlyPublic(row, query) } : {}),
  ...(row.sitePages
    ? {
        publicRead: (data: DocData | null, vars: PathVars, lookup: Lookup) => sitePageRead(row, vars, data, lookup),
        publicQuery: (query: QuerySpec, vars: PathVars, lookup: Lookup) => onlySitePages(row, query, vars, lookup),
      }
    : {}),
  ...(isRole(row.ops.read) ? { read: (auth, vars, data, lookup) => canRead(row, auth, vars, fill(row.path, vars), data, lookup) } : {}),
  ...(WRITE_OPS.some((op) => isRole(row.ops[op]))
    ? { write: (auth, vars, change, known) => canWrite(row, auth, vars, change, known), prepare: (auth, _vars, op, lookup, into) => prepare(row, auth, op, lookup, into) }
    : {}),
  ...(row.roleField && row.notOwnRecord ? { grantsAccessTo: (vars: PathVars) => vars[row.notOwnRecord!] } : {}),
  ...(readDecidedByCollection(row) ? { readDecidedByCollection: true } : {}),
});

const fill = (pattern: string, vars: PathVars) => pattern.replace(/\{(\w+)\}/g, (_, name: string) => vars[name]);
