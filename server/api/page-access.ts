/**
 * Who may call the page and menu calls (spec 000 section 6: a viewer views, a producer edits, an
 * owner also creates and deletes), and the name a page records as its author (spec 002 section
 * 6: the display name or email).
 */
import type { Role } from '@domain/permissions/roles';
import { roleAtLeast } from '@domain/permissions/roles';
import type { AuthContext } from '../auth/context';
import { permissionDenied } from '../http/errors';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDocs } from './services';

export const accessMessages = {
  producer: 'Only producers and owners of the event can do this.',
  owner: 'Only the owners of the event can do this.',
} as const;

/** Refuses a caller below `min` on the event (or an event that does not exist: no role). */
export async function requireEventRole(docs: Pick<AdminDocs, 'get'>, auth: AuthContext, eventId: string, min: Role): Promise<void> {
  const role = auth && isDocId('events', eventId) ? await roleOnEvent(docs, eventId, auth.uid) : null;
  if (!roleAtLeast(role, min)) throw permissionDenied(min === 'owner' ? accessMessages.owner : accessMessages.producer);
}

/** The caller's display name, else their email. */
export async function authorName(docs: Pick<AdminDocs, 'get'>, auth: NonNullable<AuthContext>): Promise<string> {
  const profile = await docs.get(`users/${auth.uid}`);
  const username = profile?.data.username;
  return typeof username === 'string' && username.trim() !== '' ? username.trim() : auth.email;
}
