import { BackendError } from '@domain/errors/backend-error';
import type { MediaService } from '../port/media';

/**
 * The Firebase deployment has no media conversion service wired to it yet: uploads are refused
 * with that reason instead of leaving records that would stay "Processing".
 */
export function createMissingMedia(): MediaService {
  const missing = () =>
    Promise.reject(new BackendError('unavailable', 'The media library needs the conversion service, which this deployment is not connected to.'));
  return { upload: missing, retry: missing };
}
