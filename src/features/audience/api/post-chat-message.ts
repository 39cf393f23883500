import { useMutation } from '@tanstack/react-query';
import type { ApiInput, ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';

export type PostedMessage = ApiOutput<'postChatMessage'>;

/** Sends an audience message; the server decides whether it waits for a moderator. */
export function usePostChatMessage() {
  const backend = useBackend();
  return useMutation({
    mutationFn: (input: ApiInput<'postChatMessage'>) => backend.call('postChatMessage', input),
  });
}
