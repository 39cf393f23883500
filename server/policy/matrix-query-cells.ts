/**
 * The query cells of the permission-matrix walks: every principal runs, on every row's
 * collection, the query shapes the row allows or refuses, the way Firestore's rules judge queries
 * (domain/permissions/matrix.ts, server/policy/matrix-query-rule.ts):
 *
 * - the whole collection: allowed where the collection sits inside a resource the caller may
 *   read, or the row is public; refused where documents name their resource in a field, or
 *   where the collection is keyed by resource id;
 * - its public documents (a public row's field held to the public values): anyone, or only
 *   members where the row is public while its site is open (the walks seed no site);
 * - its listed documents (`publicList`'s field held to its value): anyone;
 * - held to the resource (documents naming their resource in a field, the field held to it):
 *   the read role on that resource;
 * - the caller's own entries (`listedBy` array-contains their uid, `readableByEmail` == their
 *   address): anyone signed in;
 * - the collection group: nobody.
 *
 * A walk runs each cell with the target document present and absent: the answer must be the same.
 */
import type { QuerySpec, WhereClause } from '@domain/documents/query';
import { allowed, type MatrixRow } from '@domain/permissions/matrix';
import { MATRIX } from '@domain/permissions/matrix';
import { PRINCIPALS, targetsOf, type Principal, type Target } from './matrix-cells';

export type QueryCell = { principal: Principal; target: Target; query: QuerySpec; ok: boolean; name: string };

type Shape = { name: string; where?: WhereClause[]; group?: true; ok: boolean };

const collectionOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
/** The address the walks' principals sign in with (verified). */
export const principalEmail = (uid: string) => `${uid}@example.com`;

/** Whether the collection path itself names the resource (not the document id). */
const resourceInCollection = (row: MatrixRow) => 'pathVar' in row.resource && !row.path.endsWith(`/{${row.resource.pathVar}}`);

function shapesFor(principal: Principal, { row, resourceId }: Target): Shape[] {
  const canRead = allowed(principal.roleOn(resourceId), row, 'read');
  const signedIn = principal.uid !== null;
  const shapes: Shape[] = [
    // The walks seed no site document: a `whileSiteOpen` row's public read never holds there (site-audience tests open a site).
    { name: 'the whole collection', ok: (row.publicRead === 'always' && !row.whileSiteOpen) || (resourceInCollection(row) && canRead) },
    { name: 'the collection group', group: true, ok: false },
  ];
  if (row.publicRead && row.publicRead !== 'always') {
    const where: WhereClause[] = [{ field: row.publicRead.field, op: 'in', value: [...row.publicRead.values] }];
    shapes.push({ name: 'its public documents', where, ok: !row.whileSiteOpen || canRead });
  }
  if (row.publicList) shapes.push({ name: 'its listed documents', where: [{ field: row.publicList.field, op: '==', value: row.publicList.value }], ok: true });
  if ('field' in row.resource) shapes.push({ name: 'held to the resource', where: [{ field: row.resource.field, op: '==', value: resourceId }], ok: canRead });
  if (row.listedBy) {
    shapes.push({ name: 'the resources listing the caller', where: [{ field: row.listedBy, op: 'array-contains', value: principal.uid ?? 'nobody' }], ok: signedIn });
  }
  if (row.readableByEmail) {
    const email = principalEmail(principal.uid ?? 'nobody');
    shapes.push({ name: 'addressed to the caller', where: [{ field: row.readableByEmail, op: '==', value: email }], ok: signedIn });
  }
  return shapes;
}

/** Every query cell, in the order the walks try them. */
export function queryCells(): QueryCell[] {
  return PRINCIPALS.flatMap((principal) =>
    MATRIX.flatMap((row) =>
      targetsOf(row).flatMap((target) =>
        shapesFor(principal, target).map(({ name, where, group, ok }) => {
          const collection = collectionOf(target.path);
          const query: QuerySpec = group ? { path: collection.slice(collection.lastIndexOf('/') + 1), group } : { path: collection };
          if (where) query.where = where;
          return { principal, target, query, ok, name: `${principal.name} · ${collection} (${target.resourceId}) · ${name} → ${ok ? 'allowed' : 'permission-denied'}` };
        }),
      ),
    ),
  );
}
