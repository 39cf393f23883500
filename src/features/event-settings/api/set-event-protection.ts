import { useMutation } from '@tanstack/react-query';
import type { SiteProtection } from '@domain/pages/event-site';
import { useBackend } from '@/lib/backend-context';
import type { OperationCallbacks } from '@/lib/operation-callbacks';

export type ProtectionChange = { protection: SiteProtection | null; secret: string };

/**
 * Sets, changes or removes the site's password or PIN (spec 000 section 6). The server hashes the
 * secret and ends every viewer's pass given for the old one; the event's document then says the new type.
 */
export function useSetEventProtection(eventId: string, callbacks: OperationCallbacks<void, ProtectionChange> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async ({ protection, secret }: ProtectionChange) => {
      await backend.call('setEventProtection', { eventId, protection, secret });
    },
    ...callbacks,
  });
}
