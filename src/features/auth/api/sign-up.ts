import { useMutation } from '@tanstack/react-query';
import { validateSignup, type SignupInput } from '../../../../domain/account/profile';
import { BackendError, type AuthUser, type Backend } from '../../../backend/port';
import { useBackend } from '../../../app/providers/backend-context';

/** Creates the account; the provider sends the verification mail and creates `users/{uid}`. */
export function signUp(backend: Backend, input: SignupInput): Promise<AuthUser> {
  const problem = validateSignup(input);
  if (problem) return Promise.reject(new BackendError('invalid-argument', problem));
  return backend.auth.signUp(input.email.trim(), input.password);
}

export function useSignUp(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignupInput) => signUp(backend, input), onSuccess: options.onSuccess });
}
