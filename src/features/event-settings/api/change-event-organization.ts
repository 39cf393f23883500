import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Moves the event to another organisation; the server moves its access records too (spec 000 section 5). */
export function useChangeEventOrganization(eventId: string) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (organizationId: string) => {
      await backend.call('changeEventOrganization', { eventId, organizationId });
    },
  });
}
