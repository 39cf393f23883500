import type { FirebaseApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  browserLocalPersistence,
  browserSessionPersistence,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthUser, VerificationOptions } from '../port/auth';
import type { FirebaseAuth, FirebaseAuthHooks } from './auth-types';
import { BackendError } from '@domain/errors/backend-error';
import { guard, toBackendError } from './errors';

/** Firebase's own landing page for the link offers a "Continue" button back to this address. */
function actionCodeSettings(options?: VerificationOptions): ActionCodeSettings | null {
  return options?.continuePath ? { url: location.origin + options.continuePath } : null;
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified, displayName: user.displayName };
}

/**
 * The Firebase Auth SDK at work (auth.ts loads it when first needed). `emulator` is the Auth
 * emulator's address, `host:port` or a full URL.
 */
export function startAuthSession(app: FirebaseApp, hooks: FirebaseAuthHooks, emulator?: string): FirebaseAuth {
  // getAuth's persistence without its popup and redirect resolver: sign-in is by email and
  // password only, and the resolver would weigh on the sign-in route's first load.
  const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (emulator) connectAuthEmulator(auth, emulator.includes('://') ? emulator : `http://${emulator}`, { disableWarnings: true });

  let state: AuthUser | null | undefined;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const stop = onAuthStateChanged(auth, (user) => {
    state = user ? toAuthUser(user) : null;
    for (const cb of [...listeners]) cb(state);
  });

  function signedInUser(): User {
    const user = auth.currentUser;
    if (!user) throw new BackendError('unauthenticated', 'Nobody is signed in.');
    return user;
  }

  return {
    currentUser: () => state,

    onAuthStateChanged(cb) {
      listeners.add(cb);
      if (state !== undefined) cb(state);
      return () => listeners.delete(cb);
    },

    signUp: (email, password, options) => guard(() => hooks.signUp({ email, password, ...(options?.continuePath ? { continuePath: options.continuePath } : {}) })),

    finishSignUp: (code) =>
      guard(async () => {
        const { customToken, continuePath } = await hooks.finishSignUp(code);
        const { user } = await signInWithCustomToken(auth, customToken);
        return { user: toAuthUser(user), continuePath };
      }),

    signIn: (email, password) => guard(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)),

    signOut: () =>
      guard(async () => {
        const user = auth.currentUser;
        // Sign-out happens even if the hook fails; the hook's failure is still reported.
        const hook = user && hooks.beforeSignOut ? hooks.beforeSignOut(toAuthUser(user)).then(() => null, (error: unknown) => error) : null;
        const hookError = await hook;
        await signOut(auth);
        if (hookError) throw hookError;
      }),

    sendEmailVerification: (options) => guard(() => sendEmailVerification(signedInUser(), actionCodeSettings(options))),

    // Firebase Auth ends the user's other sessions itself when the password changes: their
    // refresh tokens stop working, and this one gets new tokens with the change.
    changePassword: (currentPassword, newPassword) =>
      guard(async () => {
        const user = signedInUser();
        try {
          await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', currentPassword));
        } catch (error) {
          const code = toBackendError(error).code;
          if (code === 'auth/invalid-credential') throw new BackendError('auth/wrong-password', 'The current password is wrong.');
          throw error;
        }
        await updatePassword(user, newPassword);
      }),

    requestPasswordReset: (email) =>
      guard(async () => {
        try {
          await sendPasswordResetEmail(auth, email.trim());
        } catch (error) {
          // A project without email enumeration protection says so for an unknown address: the
          // answer must be the same as for a known one.
          if (toBackendError(error).code !== 'auth/invalid-credential') throw error;
        }
      }),

    resetPassword: (code, newPassword) => guard(() => confirmPasswordReset(auth, code, newPassword)),

    signOutEverywhere: () =>
      guard(async () => {
        await hooks.revokeSessions();
        await signOut(auth);
      }),

    // Firebase Auth keeps no list of a user's sessions that a client could read.
    sessions: null,

    idToken: () => guard(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null)),

    dispose() {
      stop();
      listeners.clear();
    },
  };
}
