import { useMutation } from '@tanstack/react-query';
import { apiContracts, type ApiInput, type ApiOutput } from '@domain/api/contracts';
import type { Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

export type SendInvitesInput = ApiInput<'sendInvites'>;
export type SendInvitesOutput = ApiOutput<'sendInvites'>;

/** One producer invite per address, created and mailed by the server (spec 000 sections 2.7 and 5). */
export function sendInvites(backend: Backend, input: SendInvitesInput): Promise<SendInvitesOutput> {
  return backend.call('sendInvites', apiContracts.sendInvites.input.parse(input));
}

type Callbacks = { onSuccess?: (output: SendInvitesOutput) => void; onSettled?: () => void };

export function useSendInvites(options: Callbacks = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SendInvitesInput) => sendInvites(backend, input), ...options });
}
