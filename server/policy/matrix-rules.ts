/**
 * The document rules for every row of the permission matrix (domain/permissions/matrix.ts):
 * the caller's role on the row's resource must reach the operation's minimum. A write must be
 * allowed for the resource the document belonged to and for the one it belongs to afterwards,
 * so moving a document to another resource needs a role on both. Where the row names the fields
 * a client may write (`clientWritableFields`), an update may change only those, to accepted values;
 * where it gives a shape (`clientCreateFields`), a create must have it.
 * Queries are judged in matrix-query-rule.ts.
 */
import { allowed, clientMayChange, clientMayCreate, publiclyReadable, resolveCollection, resourceFromData, sitePageReadable, type MatrixRow, type Operation } from '@domain/permissions/matrix';
import { isRole } from '@domain/permissions/roles';
import type { QuerySpec } from '@domain/documents/query';
import type { DocData } from '@domain/documents/values';
import type { ChangeEvent, StoredDoc, WriteOp } from '../db/engine';
import type { DocumentRule, SignedIn } from './document-rule';
import type { PathVars } from './path-pattern';
import { onlyListed, onlyPublic, onlySitePages, queryAllowed } from './matrix-query-rule';
import { collectRoleDocs, eventPath, roleFrom, roleOn, type Known, type Lookup } from './resource-role';
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
  const { before, after } = change;
  if (op === 'update' && !clientMayChange(row, changedFields(before!.data, after!.data), after!.data, after!.updateTime, before!.data)) return false;
  if (op === 'create' && !clientMayCreate(row, after!.data, after!.updateTime)) return false;
  const versions = [change.before, change.after].filter((doc): doc is StoredDoc => doc !== null);
  return versions.every((doc) => {
    const side = sideOf(row, change.path, doc.data);
    return side !== null && allowed(roleFrom(known, auth.uid, side.resourceId, side.event), row, op);
  });
}

async function canRead(row: MatrixRow, auth: SignedIn, vars: PathVars, path: string, data: DocData | null, lookup: Lookup): Promise<boolean> {
  if (row.ownReadable && vars[row.ownReadable] === auth.uid) return true;
  if (row.personalLibrary && sideOf(row, path, data)?.resourceId === auth.uid) return true;
  if (row.readableByEmail && data && auth.emailVerified && auth.email !== '' && data[row.readableByEmail] === auth.email) return true;
  const side = sideOf(row, path, data);
  return side !== null && allowed(await roleOn(lookup, auth.uid, side.resourceId, side.event), row, 'read');
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

/** A `sitePages` document is public while the site document its path names says so. */
async function sitePageRead(row: MatrixRow, vars: PathVars, data: DocData | null, lookup: Lookup): Promise<boolean> {
  if (!row.sitePages || !data) return false;
  const site = await lookup(fill(row.sitePages.site, vars));
  return sitePageReadable(row, data, site?.data ?? null);
}

const WRITE_OPS: Operation[] = ['create', 'update', 'delete'];

/** The data of the site document a `whileSiteOpen` row names; null for other rows (publiclyReadable then ignores it). */
async function siteOf(row: MatrixRow, vars: PathVars, lookup: Lookup): Promise<DocData | null> {
  return row.whileSiteOpen ? ((await lookup(fill(row.whileSiteOpen, vars)))?.data ?? null) : null;
}

const publicReadOf = (row: MatrixRow) => async (data: DocData | null, vars: PathVars, lookup: Lookup) => publiclyReadable(row, data, await siteOf(row, vars, lookup));

export const matrixRule = (row: MatrixRow): DocumentRule => ({
  pattern: row.path,
  ...(row.publicRead
    ? {
        publicRead: publicReadOf(row),
        publicQuery: async (query: QuerySpec, vars: PathVars, lookup: Lookup) =>
          onlyPublic(row, query) && (!row.whileSiteOpen || (await siteOf(row, vars, lookup))?.open === true),
      }
    : {}),
  // Gets only: listing the collection still needs a role, or the query publicList asks for.
  ...(row.publicGet ? { publicRead: publicReadOf(row) } : {}),
  ...(row.publicList ? { publicQuery: (query: QuerySpec) => onlyListed(row, query) } : {}),
  ...(row.sitePages
    ? {
        publicRead: (data: DocData | null, vars: PathVars, lookup: Lookup) => sitePageRead(row, vars, data, lookup),
        publicQuery: (query: QuerySpec, vars: PathVars, lookup: Lookup) => onlySitePages(row, query, fill(row.sitePages!.site, vars), lookup),
      }
    : {}),
  ...(isRole(row.ops.read)
    ? {
        read: (auth, vars, data, lookup) => canRead(row, auth, vars, fill(row.path, vars), data, lookup),
        query: (auth, vars, query, lookup) => queryAllowed(row, auth, vars, query, lookup),
      }
    : {}),
  ...(WRITE_OPS.some((op) => isRole(row.ops[op]))
    ? { write: (auth, vars, change, known) => canWrite(row, auth, vars, change, known), prepare: (auth, _vars, op, lookup, into) => prepare(row, auth, op, lookup, into) }
    : {}),
  ...(row.roleField && row.notOwnRecord ? { grantsAccessTo: (vars: PathVars) => vars[row.notOwnRecord!] } : {}),
});

const fill = (pattern: string, vars: PathVars) => pattern.replace(/\{(\w+)\}/g, (_, name: string) => vars[name]);
