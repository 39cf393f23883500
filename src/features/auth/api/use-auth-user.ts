import type { AuthUser } from '@/backend/port';
import { useLiveSubscription, type LiveState } from '@/lib/live/use-live-subscription';
import { useBackend } from '@/lib/backend-context';

export const authUserKey = ['auth', 'user'] as const;

/** Who is signed in, live; pending until the provider knows. */
export function useAuthUser(): LiveState<AuthUser | null> {
  const backend = useBackend();
  return useLiveSubscription<AuthUser | null>(authUserKey, (onNext) => backend.auth.onAuthStateChanged(onNext));
}
