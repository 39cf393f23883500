import type { ConnectionState, PresenceStatus } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { useLiveSubscription, type LiveState } from '@/lib/live/use-live-subscription';

/**
 * Live presence of a user from `status/{uid}`; `uid` null waits. While this app cannot reach its
 * backend, the last status it heard is stale (its own user is certainly not online to anyone),
 * so it reads as offline until the connection is back.
 */
export function usePresence(uid: string | null): LiveState<PresenceStatus> {
  const backend = useBackend();
  const presence = useLiveSubscription<PresenceStatus>(['presence', uid], uid ? (onNext) => backend.presence.subscribe(uid, onNext) : null);
  const connection = useLiveSubscription<ConnectionState>(['connection'], (onNext) => backend.connection.subscribe(onNext));
  const cutOff = connection.status === 'success' && connection.data !== 'online';
  if (presence.status !== 'success' || !cutOff) return presence;
  return { ...presence, data: { ...presence.data, state: 'offline' } };
}
