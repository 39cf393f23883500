import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOutput } from '@domain/api/contracts';
import { useBackend } from '@/lib/backend-context';
import { inviteKey } from './get-invite';

export type AcceptedInvite = ApiOutput<'acceptInvite'>;

/** Makes the signed-in user a member of the invite's organisation. */
export function useAcceptInvite(options: { onSuccess?: (accepted: AcceptedInvite) => void } = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => backend.call('acceptInvite', { inviteId }),
    onSuccess: (accepted, inviteId) => {
      void queryClient.invalidateQueries({ queryKey: inviteKey(inviteId) });
      options.onSuccess?.(accepted);
    },
  });
}
