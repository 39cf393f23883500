import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { userProfileSchema, type UserProfile } from '../model/user-profile';

export const userPath = (uid: string) => `users/${uid}`;

/** The signed-in user's profile document, live; a missing document reads as an empty profile. */
export function useProfile(uid: string): LiveState<UserProfile> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, userPath(uid));
  if (live.status !== 'success') return live.status === 'error' ? { status: 'error', data: undefined, error: live.error } : live;
  return { status: 'success', data: userProfileSchema.parse(live.data.data ?? {}), error: null };
}
