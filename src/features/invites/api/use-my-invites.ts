import { INVITES_COLLECTION } from '@domain/invites/invite';
import type { AuthUser, QuerySpec } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveQuery } from '@/lib/live/use-live-query';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import { pendingInvites, type PendingInvite } from '../model/pending-invite';

/** Invites are matched by the user's email address, stored lower case (spec 000 sections 3 and 4.4). */
export function invitesForEmail(email: string): QuerySpec {
  return { path: INVITES_COLLECTION, where: [{ field: 'email', op: '==', value: email.toLowerCase() }] };
}

const NONE: LiveState<PendingInvite[]> = { status: 'success', data: [], error: null };

/**
 * The user's invites still waiting for an answer, live. The server lets only a verified address
 * read its invites, so an unverified user has none to see and nothing is asked.
 */
export function useMyInvites(user: AuthUser): LiveState<PendingInvite[]> {
  const backend = useBackend();
  const docs = useLiveQuery(backend.docs, user.emailVerified ? invitesForEmail(user.email) : null);
  const invites = useMappedLive(docs, pendingInvites);
  return user.emailVerified ? invites : NONE;
}
