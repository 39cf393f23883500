import { useMutation } from '@tanstack/react-query';
import { messages, validateAvatarFile } from '@domain/account/profile';
import { BackendError, type Backend, type UploadProgress } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import { resizeAvatar } from '../model/avatar-image';
import { userPath } from './use-profile';

export type AvatarUpload = { file: File; signal: AbortSignal; onProgress: (p: UploadProgress) => void };

export const avatarStoragePath = (uid: string) => `users/${uid}.jpg`;

/** Checks the file, resizes it to the avatar JPEG, uploads it and points the profile at it. */
export async function uploadAvatar(backend: Backend, uid: string, { file, signal, onProgress }: AvatarUpload): Promise<string> {
  const problem = validateAvatarFile(file);
  if (problem) throw new BackendError(problem === messages.avatarType ? 'storage/invalid-type' : 'storage/file-too-large', problem);
  const jpeg = await resizeAvatar(file);
  const url = await backend.storage.upload(avatarStoragePath(uid), jpeg, { contentType: 'image/jpeg', onProgress, signal });
  await backend.docs.update(userPath(uid), { thumbnail: url });
  return url;
}

export function useUploadAvatar(uid: string, options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (upload: AvatarUpload) => uploadAvatar(backend, uid, upload), ...options });
}
