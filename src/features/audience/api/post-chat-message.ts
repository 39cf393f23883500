import { useMutation } from '@tanstack/react-query';
import type { ApiInput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import { heldSenderToken, keepSenderToken } from '@/lib/chat-sender-token';

/** Sends an audience message; the server decides whether it waits for a moderator. */
export function usePostChatMessage() {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (input: Omit<ApiInput<'postChatMessage'>, 'senderToken'>) => {
      const senderToken = heldSenderToken();
      const posted = await backend.call('postChatMessage', { ...input, ...(senderToken ? { senderToken } : {}) });
      keepSenderToken(posted.senderToken);
      return posted;
    },
  });
}
