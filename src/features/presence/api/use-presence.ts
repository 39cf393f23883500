import type { PresenceStatus } from '../../../backend/port';
import { useBackend } from '../../../app/providers/backend-context';
import { useLiveSubscription, type LiveState } from '../../../lib/live/use-live-subscription';

/** Live presence of a user from `status/{uid}`; `uid` null waits. */
export function usePresence(uid: string | null): LiveState<PresenceStatus> {
  const backend = useBackend();
  return useLiveSubscription<PresenceStatus>(['presence', uid], uid ? (onNext) => backend.presence.subscribe(uid, onNext) : null);
}
