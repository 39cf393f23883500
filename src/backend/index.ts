/**
 * Chooses the provider once, at start-up, from build-time configuration. Vite writes
 * `VITE_BACKEND` into the code, so a build holds only its provider's chunk: the local build never
 * downloads the Firebase SDK, the firebase build never the local client. Checked by hand rather
 * than with zod, which the first screen would otherwise download before anything else needs it.
 */
import { PROVIDER_NAMES } from '@domain/api/provider';
import type { Backend } from './port';

export async function createBackend(): Promise<Backend> {
  const name = import.meta.env.VITE_BACKEND ?? 'local';
  if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(`VITE_BACKEND is "${name}": it must be one of ${PROVIDER_NAMES.join(', ')}.`);
  }
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const config = import.meta.env.VITE_FIREBASE_CONFIG;
    if (!config) throw new Error('VITE_BACKEND=firebase needs VITE_FIREBASE_CONFIG (the web app config as JSON).');
    const { createFirebaseBackend, firebaseConfigSchema } = await import('./firebase');
    return createFirebaseBackend(firebaseConfigSchema.parse(JSON.parse(config)));
  }
  const { createLocalBackend } = await import('./local');
  return createLocalBackend({ baseUrl: window.location.origin });
}
