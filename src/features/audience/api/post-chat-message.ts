import { useMutation } from '@tanstack/react-query';
import type { ApiInput, ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';

export type PostedMessage = ApiOutput<'postChatMessage'>;

/**
 * The sender token the server issued to this browser. Kept across visits and accounts: a
 * moderator's mute and the rate limit follow it, so signing up anew does not make a new sender.
 */
const SENDER_TOKEN_KEY = 'eventdesk.chatSenderToken';

function heldToken(): string | undefined {
  try {
    return localStorage.getItem(SENDER_TOKEN_KEY) ?? undefined;
  } catch {
    // Storage switched off: the server issues a new token with every message.
    return undefined;
  }
}

function keepToken(token: string): void {
  try {
    localStorage.setItem(SENDER_TOKEN_KEY, token);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** Sends an audience message; the server decides whether it waits for a moderator. */
export function usePostChatMessage() {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (input: Omit<ApiInput<'postChatMessage'>, 'senderToken'>) => {
      const senderToken = heldToken();
      const posted = await backend.call('postChatMessage', { ...input, ...(senderToken ? { senderToken } : {}) });
      keepToken(posted.senderToken);
      return posted;
    },
  });
}
