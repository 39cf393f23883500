import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@domain/account/password-rule';
import { BackendError, type Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** Sets a new password after the provider checked the current one; the user's other sessions end. */
export async function changePassword(backend: Backend, { currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const problem = await passwordProblem(newPassword, backend.auth.currentUser()?.email);
  if (problem) throw new BackendError('invalid-argument', problem);
  await backend.auth.changePassword(currentPassword, newPassword);
}

export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(backend, input), onSuccess: options.onSuccess });
}
