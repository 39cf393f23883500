import { useMutation } from '@tanstack/react-query';
// zod's tree-shakable build: this is on the sign-in page's first load.
import * as z from 'zod/mini';
import type { AuthUser, Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';

export const signInInput = z.object({ email: z.string().check(z.trim(), z.minLength(1)), password: z.string().check(z.minLength(1)) });
export type SignInInput = z.input<typeof signInInput>;

export function signIn(backend: Backend, input: SignInInput): Promise<AuthUser> {
  const { email, password } = signInInput.parse(input);
  return backend.auth.signIn(email, password);
}

export function useSignIn(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignInInput) => signIn(backend, input), onSuccess: options.onSuccess });
}
