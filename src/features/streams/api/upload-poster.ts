import { useMutation } from '@tanstack/react-query';
import { eventFileMessages, eventImageProblem } from '@domain/events/event-files';
import { newDocumentId } from '@domain/documents/paths';
import { BackendError, type UploadProgress } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

export type PosterUpload = { file: File; signal: AbortSignal; onProgress: (p: UploadProgress) => void };

/**
 * A poster image (JPG/PNG under 5 MB) stored under the event; answers its address. Until the
 * media bank's picker is shared, a stream's poster is uploaded here directly.
 */
export function useUploadPoster(eventId: string) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async ({ file, signal, onProgress }: PosterUpload) => {
      const problem = eventImageProblem(file);
      if (problem) throw new BackendError(problem === eventFileMessages.imageType ? 'storage/invalid-type' : 'storage/file-too-large', problem);
      const url = await backend.storage.upload(`${eventId}/stream-poster-${newDocumentId()}`, file, { contentType: file.type.toLowerCase(), onProgress, signal });
      return { url, name: file.name };
    },
  });
}
