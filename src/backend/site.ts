/**
 * Chooses the public site's provider once, at start-up, from build-time configuration (as
 * index.ts does for the admin app). The Firebase SDK is imported only when the firebase provider
 * is chosen; neither provider's admin parts (sign-in, uploads, presence) are loaded.
 */
import type { SiteBackend } from './port/site';

export async function createSiteBackend(): Promise<SiteBackend> {
  const env = import.meta.env as { VITE_BACKEND?: string; VITE_FIREBASE_CONFIG?: string };
  const provider = env.VITE_BACKEND || 'local';
  if (provider === 'firebase') {
    if (!env.VITE_FIREBASE_CONFIG) throw new Error('VITE_BACKEND=firebase needs VITE_FIREBASE_CONFIG (the web app config as JSON).');
    const { createFirebaseSiteBackend, firebaseConfigSchema } = await import('./firebase/site');
    return createFirebaseSiteBackend(firebaseConfigSchema.parse(JSON.parse(env.VITE_FIREBASE_CONFIG)));
  }
  if (provider !== 'local') throw new Error(`VITE_BACKEND must be local or firebase, not "${provider}".`);
  const { createLocalSiteBackend } = await import('./local/site');
  return createLocalSiteBackend({ baseUrl: window.location.origin });
}
