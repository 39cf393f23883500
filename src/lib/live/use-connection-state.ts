import type { ConnectionState } from '@/backend/port';
import { useBackend } from '../backend-context';
import { useLiveSubscription } from './use-live-subscription';

/** Whether the app reaches its backend right now; 'connecting' until the provider knows. */
export function useConnectionState(): ConnectionState {
  const backend = useBackend();
  const live = useLiveSubscription<ConnectionState>(['connection'], (onNext) => backend.connection.subscribe(onNext));
  return live.status === 'success' ? live.data : 'connecting';
}
