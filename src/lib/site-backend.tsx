import { createContext, useContext } from 'react';
import type { SiteBackend } from '../backend/port';

const SiteBackendContext = createContext<SiteBackend | null>(null);

/**
 * The public site's backend (src/site chooses it at start-up). The admin app's preview gives its
 * own full backend, which is one too.
 */
export const SiteBackendProvider = SiteBackendContext.Provider;

export function useSiteBackend(): SiteBackend {
  const backend = useContext(SiteBackendContext);
  if (!backend) throw new Error('useSiteBackend needs a <SiteBackendProvider> above it.');
  return backend;
}
