import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { AuthUser, Backend } from '../../../backend/port';
import { useBackend } from '../../../app/providers/backend-context';

export const signInInput = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });
export type SignInInput = z.input<typeof signInInput>;

export function signIn(backend: Backend, input: SignInInput): Promise<AuthUser> {
  const { email, password } = signInInput.parse(input);
  return backend.auth.signIn(email, password);
}

export function useSignIn(options: { onSuccess?: () => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: SignInInput) => signIn(backend, input), onSuccess: options.onSuccess });
}
