/**
 * Presence of presenters (spec 001 sections 3 and 4.5, "Presenter user"): a presenter is online
 * while a connection holds their presenter link (the presenter view while open, the presenter
 * tool once connected) and offline after the last such connection closes or lets go of the
 * link (revoked or expired). Written by the server to
 * `events/{eventId}/streams/{streamId}/presenterUsers/{linkId}`.
 */
import { serverTimestamp } from '@domain/documents/values';
import type { LinkScope } from '@domain/permissions/link-roles';
import { PRESENTER_USERS } from '@domain/presenting/presenter-link';
import type { DocumentEngine } from '../db/engine';
import { createPresenceTracker, type Presence } from './presence';

export type PresenterPresence = {
  connected(linkId: string, scope: LinkScope): void;
  disconnected(linkId: string, scope: LinkScope): void;
  settled(): Promise<void>;
};

const keyOf = (linkId: string, { eventId, streamId }: LinkScope) => JSON.stringify([eventId, streamId, linkId]);

export function createPresenterPresence(engine: DocumentEngine, log: (msg: string) => void): PresenterPresence {
  const write = async (key: string, state: 'online' | 'offline') => {
    const [eventId, streamId, linkId] = JSON.parse(key) as [string, string, string];
    // The stream may be gone (deleted with its event): nothing to mark then.
    if (!(await engine.get(`events/${eventId}/streams/${streamId}`))) return;
    await engine.commit([{ type: 'set', path: `${PRESENTER_USERS(eventId, streamId)}/${linkId}`, data: { presenterID: linkId, state, last_changed: serverTimestamp() } }]);
  };
  const tracker: Presence = createPresenceTracker(write, markLeftoversOffline(engine), log);
  return {
    connected: (linkId, scope) => tracker.connected(keyOf(linkId, scope)),
    disconnected: (linkId, scope) => tracker.disconnected(keyOf(linkId, scope)),
    settled: () => tracker.settled(),
  };
}

/** Presenters a previous process left online (it stopped without its close handling). */
async function markLeftoversOffline(engine: DocumentEngine): Promise<void> {
  const online = await engine.list({ path: 'presenterUsers', group: true, where: [{ field: 'state', op: '==', value: 'online' }] });
  if (online.length === 0) return;
  await engine.commit(online.map((doc) => ({ type: 'update' as const, path: doc.path, data: { state: 'offline', last_changed: serverTimestamp() } })));
}
