/**
 * Chooses the provider once, at start-up, from build-time configuration. The Firebase SDK is
 * imported only when the firebase provider is chosen, so the local build never downloads it.
 */
// zod's tree-shakable build: the full one would weigh on the sign-in page's first load.
import * as z from 'zod/mini';
import { PROVIDER_NAMES } from '@domain/api/provider';
import type { Backend } from './port';

const envSchema = z.object({
  VITE_BACKEND: z._default(z.enum(PROVIDER_NAMES), 'local'),
  VITE_FIREBASE_CONFIG: z.optional(z.string()),
});

export async function createBackend(): Promise<Backend> {
  const env = envSchema.parse(import.meta.env);
  if (env.VITE_BACKEND === 'firebase') {
    if (!env.VITE_FIREBASE_CONFIG) throw new Error('VITE_BACKEND=firebase needs VITE_FIREBASE_CONFIG (the web app config as JSON).');
    const { createFirebaseBackend, firebaseConfigSchema } = await import('./firebase');
    return createFirebaseBackend(firebaseConfigSchema.parse(JSON.parse(env.VITE_FIREBASE_CONFIG)));
  }
  const { createLocalBackend } = await import('./local');
  return createLocalBackend({ baseUrl: window.location.origin });
}
