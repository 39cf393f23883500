import { useMutation } from '@tanstack/react-query';
import type { EventSettingsPatch } from '@domain/events/event-settings';
import { useBackend } from '@/lib/backend-context';
import type { Backend } from '@/backend/port';

/** Writes the given settings fields only (spec 000 section 2.11); the server checks them again. */
export async function updateEventSettings(backend: Backend, eventId: string, settings: EventSettingsPatch): Promise<void> {
  await backend.call('updateEventSettings', { eventId, settings });
}

export function useUpdateEventSettings(eventId: string) {
  const backend = useBackend();
  return useMutation({ mutationFn: (settings: EventSettingsPatch) => updateEventSettings(backend, eventId, settings) });
}
