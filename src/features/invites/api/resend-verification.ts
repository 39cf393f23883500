import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Sends the verification mail again; its link comes back to `continuePath` (the invite page). */
export function useResendVerification(continuePath: string, options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.auth.sendEmailVerification({ continuePath }), ...options });
}
