import { createContext, useContext, type ReactNode } from 'react';
import type { Backend } from '../backend/port';

const BackendContext = createContext<Backend | null>(null);

/** Makes the provider chosen at start-up available to every screen; nothing else reaches it. */
export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend needs a <BackendProvider> above it.');
  return backend;
}
