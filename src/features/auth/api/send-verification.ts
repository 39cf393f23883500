import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

export function useSendVerification(options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {}) {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.auth.sendEmailVerification(), ...options });
}
