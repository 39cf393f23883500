/**
 * How a query on a matrix row's collection is judged, as Firestore's rules judge queries ("rules
 * are not filters"): allowed only when every document it could return is one the caller may
 * read, decided from the collection path and the query's filters before it runs. So a refusal
 * never depends on which documents exist, and no filter can probe what a document holds.
 *
 * - a public row, or a query whose filters keep it to the row's public documents (or to the
 *   pages the event site shows now, or to the listed ones `publicList` names): anyone, while
 *   the event's site is open for a `whileSiteOpen` row;
 * - a collection inside a resource (`events/{eventId}/...`): the read role on that resource;
 * - a collection whose documents name their resource in a field: the query must hold that
 *   field to resources (`==` or `in`) on each of which the caller has the read role;
 * - the caller's own entries: `{listedBy} array-contains` their uid, or `{readableByEmail} ==`
 *   their verified address, or their personal library (`personalLibrary`);
 * - nothing else: a collection keyed by resource id (`events`, `notes`, ...) is not listed.
 */
import { allowed, type MatrixRow } from '@domain/permissions/matrix';
import type { QuerySpec } from '@domain/documents/query';
import type { SignedIn } from './document-rule';
import type { PathVars } from './path-pattern';
import { pinnedStrings, pinnedWithin, requiresArrayContains } from './query-constraints';
import { roleOn, type Lookup } from './resource-role';

/** Whether the query's filters keep it to the row's public documents. */
export function onlyPublic(row: MatrixRow, query: QuerySpec): boolean {
  const rule = row.publicRead;
  if (!rule) return false;
  return rule === 'always' || pinnedWithin(query, rule.field, (value) => rule.values.includes(value));
}

/** Whether the query holds the row's `publicList` field to its value. */
export function onlyListed(row: MatrixRow, query: QuerySpec): boolean {
  const rule = row.publicList;
  return !!rule && !query.group && (query.where ?? []).some((w) => w.field === rule.field && w.op === '==' && w.value === rule.value);
}

/**
 * Whether the query asks for the site's pages as `sitePages` says: `==` on each field, and
 * `array-contains` the site's current state on the state list, while the site (at `sitePath`)
 * is open (as firestore.rules judge it). Every page it returns is then one the site shows.
 */
export async function onlySitePages(row: MatrixRow, query: QuerySpec, sitePath: string, lookup: Lookup): Promise<boolean> {
  const rule = row.sitePages;
  if (!rule || query.group) return false;
  const where = query.where ?? [];
  if (!Object.entries(rule.equals).every(([field, value]) => where.some((w) => w.field === field && w.op === '==' && w.value === value))) return false;
  const asked = where.find((w) => w.field === rule.stateIn && w.op === 'array-contains');
  if (!asked) return false;
  const site = (await lookup(sitePath))?.data;
  return site?.open === true && typeof site.state === 'string' && asked.value === site.state;
}

/** The resources every returned document belongs to; null when the query does not say. */
function queriedResources(row: MatrixRow, vars: PathVars, query: QuerySpec): readonly string[] | null {
  if ('pathVar' in row.resource) {
    const fixed = vars[row.resource.pathVar];
    return fixed === undefined ? null : [fixed];
  }
  return pinnedStrings(query, row.resource.field);
}

/** `vars` are those of the queried collection path (the document id is not among them). */
export async function queryAllowed(row: MatrixRow, auth: SignedIn, vars: PathVars, query: QuerySpec, lookup: Lookup): Promise<boolean> {
  if (row.listedBy && requiresArrayContains(query, row.listedBy, auth.uid)) return true;
  if (row.readableByEmail && auth.emailVerified && auth.email !== '' && pinnedWithin(query, row.readableByEmail, (value) => value === auth.email)) return true;
  const resources = queriedResources(row, vars, query);
  if (resources === null) return false;
  for (const resourceId of resources) {
    if (row.personalLibrary && resourceId === auth.uid) continue;
    if (!allowed(await roleOn(lookup, auth.uid, resourceId), row, 'read')) return false;
  }
  return true;
}
