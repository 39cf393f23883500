/**
 * The organisation an event belongs to, where both the server's policy and the app look for it:
 * `organization`, else `permission.organization` (older events), when it is one path segment.
 * A role on that organisation applies to the event.
 */
import { splitPath } from '../documents/paths';
import { fieldValue } from './matrix';

export function organizationOf(event: Record<string, unknown> | null | undefined): string | null {
  if (!event) return null;
  const org = event.organization ?? fieldValue(event, 'permission.organization');
  return typeof org === 'string' && splitPath(org)?.length === 1 ? org : null;
}
