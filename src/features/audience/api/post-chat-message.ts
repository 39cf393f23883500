import { useMutation } from '@tanstack/react-query';
import type { ApiInput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import { heldSenderToken, keepSenderToken } from '@/lib/chat-sender-token';
import { readSitePass } from '@/lib/site-pass';

/** Sends an audience message; the server decides whether it waits for a moderator. */
export function usePostChatMessage() {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (input: Omit<ApiInput<'postChatMessage'>, 'senderToken' | 'pass'>) => {
      const senderToken = heldSenderToken();
      // The event site's pass, when its site is not open and this browser was let in there.
      const pass = readSitePass(input.eventId);
      const posted = await backend.call('postChatMessage', { ...input, ...(senderToken ? { senderToken } : {}), ...(pass ? { pass } : {}) });
      keepSenderToken(posted.senderToken);
      return posted;
    },
  });
}
