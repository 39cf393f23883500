import { useMutation } from '@tanstack/react-query';
import { passwordProblem } from '@domain/account/password-rule';
import { validateSignup, type SignupInput } from '@domain/account/profile';
import { BackendError, type Backend, type FinishedSignUp } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

/** The first rule the sign-up form breaks (section 5, then the password rule), or null. */
export async function signupProblem(input: SignupInput): Promise<string | null> {
  return validateSignup(input) ?? (await passwordProblem(input.password, input.email));
}

/**
 * Asks for the mail that finishes the sign-up; the answer is the same whether or not the address
 * has an account. `continuePath`: where the mail's link leads back to (the invitation that brought the user).
 */
export async function signUp(backend: Backend, input: SignupInput, continuePath?: string): Promise<void> {
  const problem = await signupProblem(input);
  if (problem) throw new BackendError('invalid-argument', problem);
  await backend.auth.signUp(input.email.trim(), input.password, continuePath ? { continuePath } : undefined);
}

/** Sign-up, and the same request again for "send it again" (counted by the same limits). */
export function useSignUp(options: { continuePath?: string } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignupInput) => signUp(backend, input, options.continuePath) });
}

/** Follows a sign-up link: creates the account and signs it in. */
export function useFinishSignUp() {
  const backend = useBackend();
  return useMutation<FinishedSignUp, Error, string>({ mutationFn: (code) => backend.auth.finishSignUp(code) });
}
