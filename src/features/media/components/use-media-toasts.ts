import { useToasts } from '@/ui/use-toasts';
import { mediaErrorMessage } from '../model/server-message';

/** The library's toasts (spec 002 section 8): the media server's refusals are shown in its words. */
export function useMediaToasts() {
  const toasts = useToasts();
  const failure = (error: unknown, prefix = '') => toasts.failure(error, { describe: mediaErrorMessage, prefix });
  return { ...toasts, failure };
}
