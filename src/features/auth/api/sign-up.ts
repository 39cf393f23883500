import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@domain/account/password-rule';
import { validateSignup, type SignupInput } from '@domain/account/profile';
import { BackendError, type AuthUser, type Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

/** The first rule the sign-up form breaks (section 5, then the password rule), or null. */
export async function signupProblem(input: SignupInput): Promise<string | null> {
  return validateSignup(input) ?? (await passwordProblem(input.password, input.email));
}

/**
 * Creates the account; the provider sends the verification mail and creates `users/{uid}`.
 * `continuePath`: where the verification link leads back to (the invitation that brought the user).
 */
export async function signUp(backend: Backend, input: SignupInput, continuePath?: string): Promise<AuthUser> {
  const problem = await signupProblem(input);
  if (problem) throw new BackendError('invalid-argument', problem);
  return backend.auth.signUp(input.email.trim(), input.password, continuePath ? { continuePath } : undefined);
}

export function useSignUp(options: { onSuccess?: () => void; continuePath?: string } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignupInput) => signUp(backend, input, options.continuePath), onSuccess: options.onSuccess });
}
