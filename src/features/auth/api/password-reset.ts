import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@domain/account/password-rule';
import { isValidEmail, messages } from '@domain/account/profile';
import { BackendError, type Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

/** Asks for a reset link by mail; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(backend: Backend, email: string): Promise<void> {
  if (!isValidEmail(email.trim())) return Promise.reject(new BackendError('auth/invalid-email', messages.emailInvalid));
  return backend.auth.requestPasswordReset(email.trim());
}

export async function resetPassword(backend: Backend, code: string, newPassword: string): Promise<void> {
  const problem = await passwordProblem(newPassword);
  if (problem) throw new BackendError('invalid-argument', problem);
  await backend.auth.resetPassword(code, newPassword);
}

export function useRequestPasswordReset() {
  const backend = useBackend();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(backend, email) });
}

export function useResetPassword(code: string) {
  const backend = useBackend();
  return useMutation({ mutationFn: (newPassword: string) => resetPassword(backend, code, newPassword) });
}
