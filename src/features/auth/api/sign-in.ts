import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { AuthUser, Backend } from '@/backend/port';
import { useBackend } from '@/lib/backend-context';
import type { signInInput } from './sign-in-input';

export type SignInInput = z.input<typeof signInInput>;

export async function signIn(backend: Backend, input: SignInInput): Promise<AuthUser> {
  const { signInInput } = await import('./sign-in-input');
  const { email, password } = signInInput.parse(input);
  return backend.auth.signIn(email, password);
}

export function useSignIn(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignInInput) => signIn(backend, input), onSuccess: options.onSuccess });
}
