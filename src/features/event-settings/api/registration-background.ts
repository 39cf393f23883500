import { useMutation } from '@tanstack/react-query';
import { eventFileMessages, eventImageProblem, registrationBackgroundPath } from '@domain/events/event-files';
import { useBackend } from '@/lib/backend-context';
import { BackendError, type Backend, type UploadProgress } from '@/backend/port';
import { errorCode } from '@/lib/errors/error-catalogue';
import { updateEventSettings } from './update-event-settings';

export type BackgroundUpload = { file: File; signal: AbortSignal; onProgress: (p: UploadProgress) => void };

/**
 * Uploads the registration background (JPG/PNG) under the event and saves its address at once
 * (spec 002 section 7: "update registrationBg"), without waiting for the page's Update button.
 */
export async function saveRegistrationBackground(backend: Backend, eventId: string, { file, signal, onProgress }: BackgroundUpload): Promise<string> {
  const problem = eventImageProblem(file);
  if (problem) throw new BackendError(problem === eventFileMessages.imageType ? 'storage/invalid-type' : 'storage/file-too-large', problem);
  const url = await backend.storage.upload(registrationBackgroundPath(eventId), file, { contentType: file.type.toLowerCase(), onProgress, signal });
  await updateEventSettings(backend, eventId, { registrationBg: url });
  return url;
}

/** Clears the background, then deletes its file (an event whose background was never uploaded here has none). */
export async function removeRegistrationBackground(backend: Backend, eventId: string): Promise<void> {
  await updateEventSettings(backend, eventId, { registrationBg: '' });
  await backend.storage.remove(registrationBackgroundPath(eventId)).catch((error: unknown) => {
    if (errorCode(error) !== 'not-found') throw error;
  });
}

export function useRegistrationBackground(eventId: string) {
  const backend = useBackend();
  const upload = useMutation({ mutationFn: (input: BackgroundUpload) => saveRegistrationBackground(backend, eventId, input) });
  const remove = useMutation({ mutationFn: () => removeRegistrationBackground(backend, eventId) });
  return { upload, remove };
}
