import { useMutation } from '@tanstack/react-query';
import type { Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { profileUpdateSchema, type ProfileUpdate } from '../model/user-profile';
import { userPath } from './use-profile';

/** Writes only the editable name fields of `users/{uid}`; email and presence stay untouched. */
export function updateProfile(backend: Backend, uid: string, input: ProfileUpdate): Promise<void> {
  return backend.docs.update(userPath(uid), profileUpdateSchema.parse(input));
}

export function useUpdateProfile(uid: string, options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: ProfileUpdate) => updateProfile(backend, uid, input), ...options });
}

/** Points the profile at the avatar's address ('' for none). */
export function useUpdateAvatar(uid: string, options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (url: string) => backend.docs.update(userPath(uid), { thumbnail: url }), ...options });
}
