/**
 * Firebase Auth, loaded when first needed: the SDK (auth-session.ts) would weigh on the sign-in
 * route's first load. This browser remembers, under a key of its own, whether it holds a
 * signed-in user: without one the app starts signed out at once and the SDK loads with the first
 * sign-in, sign-up or reset; with one the SDK loads at start and reports the user, as before.
 */
import type { FirebaseApp } from 'firebase/app';
import type { AuthUser } from '../port/auth';
import type { FirebaseAuth, FirebaseAuthHooks } from './auth-types';
import { guard } from './errors';

export type { FirebaseAuth, FirebaseAuthHooks } from './auth-types';

/**
 * Whether this browser holds a signed-in user of the app; storage that cannot be used says
 * "maybe". A user signed in before the key existed shows as signed out until they sign in.
 */
function signedInHint(key: string): { read(): boolean; write(signedIn: boolean): void } {
  return {
    read() {
      try {
        return localStorage.getItem(key) === 'yes';
      } catch {
        return true;
      }
    },
    write(signedIn) {
      try {
        localStorage.setItem(key, signedIn ? 'yes' : 'no');
      } catch {
        // Without storage the SDK loads at every start, which is only slower.
      }
    },
  };
}

/** `emulator` is the Auth emulator's address, `host:port` or a full URL. */
export function createFirebaseAuth(app: FirebaseApp, hooks: FirebaseAuthHooks, emulator?: string): FirebaseAuth {
  const hint = signedInHint(`eventdesk:signed-in:${app.name}`);
  // Unknown until the SDK says, unless this browser is known to hold nobody.
  let state: AuthUser | null | undefined = hint.read() ? undefined : null;
  const listeners = new Set<(user: AuthUser | null) => void>();
  let stopListening: (() => void) | undefined;
  let session: Promise<FirebaseAuth> | undefined;
  let disposed = false;

  const load = () =>
    (session ??= import('./auth-session').then(({ startAuthSession }) => {
      const started = startAuthSession(app, hooks, emulator);
      stopListening = started.onAuthStateChanged((user) => {
        state = user;
        hint.write(user !== null);
        if (!disposed) for (const cb of [...listeners]) cb(user);
      });
      if (disposed) started.dispose();
      return started;
    }));
  const withSession = <R>(fn: (auth: FirebaseAuth) => Promise<R>) => guard(async () => fn(await load()));
  if (state === undefined) void load();

  return {
    currentUser: () => state,

    onAuthStateChanged(cb) {
      listeners.add(cb);
      if (state !== undefined) cb(state);
      return () => listeners.delete(cb);
    },

    signUp: (email, password, options) => withSession((auth) => auth.signUp(email, password, options)),
    finishSignUp: (code) => withSession((auth) => auth.finishSignUp(code)),
    signIn: (email, password) => withSession((auth) => auth.signIn(email, password)),
    signOut: () => withSession((auth) => auth.signOut()),
    sendEmailVerification: (options) => withSession((auth) => auth.sendEmailVerification(options)),
    changePassword: (currentPassword, newPassword) => withSession((auth) => auth.changePassword(currentPassword, newPassword)),
    requestPasswordReset: (email) => withSession((auth) => auth.requestPasswordReset(email)),
    resetPassword: (code, newPassword) => withSession((auth) => auth.resetPassword(code, newPassword)),
    signOutEverywhere: () => withSession((auth) => auth.signOutEverywhere()),
    sessions: null,

    // Signed out with the SDK not loaded: there is no token to load it for.
    idToken: () => (session ? withSession((auth) => auth.idToken()) : Promise.resolve(null)),

    dispose() {
      disposed = true;
      stopListening?.();
      listeners.clear();
      void session?.then((auth) => auth.dispose());
    },
  };
}
