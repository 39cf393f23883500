import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { messageForError } from '@/lib/errors/error-catalogue';
import { messages, SHORT_TOAST_SECONDS } from '@/lib/messages';
import { clearSelectedEvent } from '../stores/selected-event';

/**
 * What follows the end of this browser's session (spec 000 section 8): the selected event and
 * every cached document are forgotten (the next user must not see them), and the landing page
 * shows. For sign-out, "sign out everywhere" and ending this session from the session list.
 */
export function useSignedOutCleanup(): () => void {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSelectedEvent();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] === 'sessions' });
    navigate('/', { replace: true });
    void message.success({ content: messages.signedOut, duration: SHORT_TOAST_SECONDS });
  };
}

/** Sign out: ends the session, then cleans up as above. */
export function useSignOutFlow(): { signOut: () => void; pending: boolean } {
  const { message } = App.useApp();
  const cleanup = useSignedOutCleanup();
  const mutation = useSignOut({
    onSuccess: cleanup,
    onError: (error) => void message.error(messageForError(error)),
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
