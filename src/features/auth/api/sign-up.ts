import { useMutation } from '@tanstack/react-query';
import { validateSignup, type SignupInput } from '@domain/account/profile';
import { BackendError, type AuthUser, type Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

/** Creates the account; the provider sends the verification mail and creates `users/{uid}`. */
/** `continuePath`: where the verification link leads back to (the invitation that brought the user). */
export function signUp(backend: Backend, input: SignupInput, continuePath?: string): Promise<AuthUser> {
  const problem = validateSignup(input);
  if (problem) return Promise.reject(new BackendError('invalid-argument', problem));
  return backend.auth.signUp(input.email.trim(), input.password, continuePath ? { continuePath } : undefined);
}

export function useSignUp(options: { onSuccess?: () => void; continuePath?: string } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignupInput) => signUp(backend, input, options.continuePath), onSuccess: options.onSuccess });
}
