/** The Auth of a link's own Firebase app (link-apps.ts loads this with the first link). */
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithCustomToken } from 'firebase/auth';

export async function signInLinkApp(app: FirebaseApp, customToken: string, emulator?: string): Promise<void> {
  // In memory only: the link's credential must not outlive the page that was opened with it.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (emulator) connectAuthEmulator(auth, emulator.includes('://') ? emulator : `http://${emulator}`, { disableWarnings: true });
  await signInWithCustomToken(auth, customToken);
}
