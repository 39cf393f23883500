import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Declining deletes the invite (spec 000 section 4.4). */
export function useDeclineInvite(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (inviteId: string) => {
      await backend.call('declineInvite', { inviteId });
    },
    onSuccess: options.onSuccess,
  });
}
