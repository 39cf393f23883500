import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { messageForError } from '@/lib/errors/error-catalogue';
import { messages, SHORT_TOAST_SECONDS } from '@/lib/messages';
import { clearSelectedEvent } from '../stores/selected-event';

/**
 * Sign out (spec 000 section 8): ends the session, forgets the selected event and every cached
 * document (the next user must not see them), and returns to the landing page.
 */
export function useSignOutFlow(): { signOut: () => void; pending: boolean } {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useSignOut({
    onSuccess: () => {
      clearSelectedEvent();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      navigate('/', { replace: true });
      void message.success({ content: messages.signedOut, duration: SHORT_TOAST_SECONDS });
    },
    onError: (error) => void message.error(messageForError(error)),
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
