import { useBackend } from '@/lib/backend-context';
import { useLiveDoc } from '@/lib/live/use-live-doc';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { useMappedLive } from '@/lib/live/use-mapped-live';
import type { DocSnapshot } from '@/backend/port';
import { userProfileSchema, type UserProfile } from '../model/user-profile';

const toProfile = (snap: DocSnapshot) => userProfileSchema.parse(snap.data ?? {});

export const userPath = (uid: string) => `users/${uid}`;

/** The signed-in user's profile document, live; a missing document reads as an empty profile. */
export function useProfile(uid: string): LiveState<UserProfile> {
  const backend = useBackend();
  const live = useLiveDoc(backend.docs, userPath(uid));
  return useMappedLive(live, toProfile);
}
