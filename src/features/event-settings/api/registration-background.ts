import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';
import { updateEventSettings } from './update-event-settings';

/**
 * Saves the registration background's address at once (spec 002 section 7: "update
 * registrationBg"), without waiting for the page's Update button; '' takes it off.
 */
export function useSaveRegistrationBackground(eventId: string) {
  const backend = useBackend();
  return useMutation({
    mutationFn: async (url: string) => {
      await updateEventSettings(backend, eventId, { registrationBg: url });
      return url;
    },
  });
}
