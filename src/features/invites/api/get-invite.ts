import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@domain/api/contracts';
import type { Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

export type InviteRef = ApiInput<'getInvite'>;

export const inviteKey = (inviteId: string) => ['invite', inviteId] as const;

/** What the accept-invite page shows; the server answers not-found when the email is not the invite's. */
export function inviteQueryOptions(backend: Backend, { inviteId, email }: InviteRef) {
  return queryOptions({
    queryKey: [...inviteKey(inviteId), email] as const,
    queryFn: () => backend.call('getInvite', { inviteId, email }),
  });
}

export function useInvite(ref: InviteRef) {
  const backend = useBackend();
  return useQuery(inviteQueryOptions(backend, ref));
}
