/**
 * The firebase provider's auth against the real Firebase Auth emulator, signing up through the
 * `api` function the Functions emulator serves (sign-up and its mailed link are the function's).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAuth, type FirebaseAuth } from '@/backend/firebase/auth';
import { createApiCaller } from '@/backend/firebase/call';
import { BackendError } from '@domain/errors/backend-error';
import type { AuthUser } from '@/backend/port/auth';
import { emulators, hostOf } from './emulators';
import { signUpMailReader } from './sign-up-mail';

type OobCode = { email: string; requestType: string; oobCode: string };

let app: FirebaseApp;
let auth: FirebaseAuth;
const signedOut: AuthUser[] = [];
let stateAtStart: AuthUser | null | undefined = null;
const revoked: string[] = [];

/** The Admin SDK's account update, as firebase-admin sends it to the emulator. */
async function adminUpdate(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${authUrl()}/identitytoolkit.googleapis.com/v1/projects/${emulators().project}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/**
 * A second browser: another Firebase app signed in to the same account. `revoked()`: whether its
 * sign-in is now refused where revocation is checked, as the api function's verifyIdToken(token,
 * true) decides it: the account's `validSince` is later than the token's sign-in time. (The
 * emulator keeps refreshing revoked tokens; Firebase Auth does not.)
 */
async function otherBrowser(address: string, password: string): Promise<{ revoked(): Promise<boolean>; close(): Promise<void> }> {
  const other = initializeApp({ apiKey: 'demo-key', projectId: emulators().project }, `other-${Date.now()}-${Math.random()}`);
  const otherAuth = getAuth(other);
  connectAuthEmulator(otherAuth, authUrl(), { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(otherAuth, address, password);
  const token = await user.getIdToken();
  const authTime = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { auth_time: number }).auth_time;
  // Revocation counts in whole seconds: what happens in the sign-in's own second does not revoke it.
  while (Math.floor(Date.now() / 1000) <= authTime) await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    async revoked() {
      const res = await fetch(`${authUrl()}/identitytoolkit.googleapis.com/v1/projects/${emulators().project}/accounts:lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: [user.uid] }),
      });
      const { users } = (await res.json()) as { users: { validSince?: string }[] };
      return Number(users[0].validSince ?? 0) > authTime;
    },
    close: () => deleteApp(other),
  };
}

const email = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

const authUrl = () => `http://${hostOf('auth')}`;

async function oobCodes(address: string): Promise<OobCode[]> {
  const res = await fetch(`${authUrl()}/emulator/v1/projects/${emulators().project}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((c) => c.email === address);
}

function nextAuthState(): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    let first = true;
    const stop = auth.onAuthStateChanged((user) => {
      // The first call replays the current state; the next one is the change.
      if (first) {
        first = false;
        return;
      }
      stop();
      resolve(user);
    });
  });
}

/** Signs `address` up and follows the mailed link: this client ends signed in as the new account. */
let mailedSignUpCode: (email: string) => Promise<string>;

async function signedUp(address: string, password: string): Promise<AuthUser> {
  await auth.signUp(address, password);
  return (await auth.finishSignUp(await mailedSignUpCode(address))).user;
}

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

beforeAll(async () => {
  const { project } = emulators();
  app = initializeApp({ apiKey: 'demo-key', projectId: project, authDomain: `${project}.firebaseapp.com` }, 'auth-emulator-test');
  mailedSignUpCode = signUpMailReader(project, hostOf('firestore'));
  const call = createApiCaller(emulators().functionsUrl ?? '', async () => null);
  auth = createFirebaseAuth(
    app,
    {
      signUp: async (input) => void (await call('signUp', input)),
      finishSignUp: (token) => call('finishSignUp', { token }),
      beforeSignOut: async (user) => {
        signedOut.push(user);
      },
      // What the revokeSessions /api call does through the Admin SDK (revokeRefreshTokens), against the emulator.
      revokeSessions: async () => {
        const uid = auth.currentUser()?.uid ?? '';
        revoked.push(uid);
        await adminUpdate({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) });
      },
    },
    hostOf('auth'),
  );
  stateAtStart = auth.currentUser();
});

afterEach(async () => {
  if (auth.currentUser()) await auth.signOut();
});

afterAll(async () => {
  auth?.dispose();
  if (app) await deleteApp(app);
});

describe('firebase auth against the Auth emulator', () => {
  it('knows nobody until the first auth state event, then reports signed out', async () => {
    expect(stateAtStart).toBeUndefined();
    const first = await new Promise<AuthUser | null>((resolve) => {
      const stop = auth.onAuthStateChanged((user) => {
        resolve(user);
        queueMicrotask(() => stop());
      });
    });
    expect(first).toBeNull();
    expect(auth.currentUser()).toBeNull();
  });

  it('signs up through the function: nobody until the mailed link is followed, then the account, verified and signed in', async () => {
    const address = email('new');
    await expect(auth.signUp(address, 'correct horse')).resolves.toBeUndefined();
    expect(auth.currentUser()).toBeNull();
    expect((await rejection(auth.signIn(address, 'correct horse'))).code).toBe('auth/invalid-credential');
    const changed = nextAuthState();
    const { user } = await auth.finishSignUp(await mailedSignUpCode(address));
    expect(user).toMatchObject({ email: address, emailVerified: true });
    expect((await changed)?.uid).toBe(user.uid);
    expect(auth.currentUser()).toEqual(user);
    // Firebase sends no verification mail: the link proved the address.
    expect(await oobCodes(address)).toEqual([]);
    await auth.signOut();
    expect((await rejection(auth.finishSignUp(await mailedSignUpCode(address)))).code).toBe('auth/sign-up-link-used');
    expect((await auth.signIn(address, 'correct horse')).uid).toBe(user.uid);
  });

  it('signs out, running the sign-out hook while still signed in', async () => {
    const address = email('out');
    const user = await signedUp(address, 'correct horse');
    const changed = nextAuthState();
    await auth.signOut();
    expect(await changed).toBeNull();
    expect(auth.currentUser()).toBeNull();
    expect(signedOut).toContainEqual(user);
  });

  it('signs in with the right password, and reports the same user', async () => {
    const address = email('in');
    const created = await signedUp(address, 'correct horse');
    await auth.signOut();
    const user = await auth.signIn(address, 'correct horse');
    expect(user.uid).toBe(created.uid);
    expect(auth.currentUser()?.uid).toBe(created.uid);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const address = email('wrong');
    await signedUp(address, 'correct horse');
    await auth.signOut();
    expect((await rejection(auth.signIn(address, 'battery staple'))).code).toBe('auth/invalid-credential');
    expect((await rejection(auth.signIn(email('nobody'), 'battery staple'))).code).toBe('auth/invalid-credential');
    expect(auth.currentUser()).toBeNull();
  });

  it('answers a sign-up with a taken address as a new one, and signs nobody in', async () => {
    const address = email('taken');
    await signedUp(address, 'correct horse');
    await auth.signOut();
    await expect(auth.signUp(address, 'another horse')).resolves.toBeUndefined();
    expect(auth.currentUser()).toBeNull();
    expect((await rejection(auth.signIn(address, 'another horse'))).code).toBe('auth/invalid-credential');
  });

  it('refuses a malformed email and a weak password', async () => {
    expect((await rejection(auth.signUp('not-an-email', 'correct horse'))).code).toBe('auth/invalid-email');
    expect((await rejection(auth.signUp(email('weak'), '123'))).code).toBe('auth/weak-password');
  });

  it('sends the verification mail again on request, and only to a signed-in user', async () => {
    const address = email('verify');
    await signedUp(address, 'correct horse');
    await auth.sendEmailVerification();
    expect(await oobCodes(address)).toHaveLength(1);
    await auth.signOut();
    expect((await rejection(auth.sendEmailVerification())).code).toBe('unauthenticated');
  });

  it('gives a signed-in user an ID token the Auth service accepts, and none when signed out', async () => {
    const address = email('token');
    const user = await signedUp(address, 'correct horse');
    const token = await auth.idToken();
    const res = await fetch(`${authUrl()}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: token }),
    });
    const body = (await res.json()) as { users: { localId: string; email: string }[] };
    expect(body.users).toEqual([expect.objectContaining({ localId: user.uid, email: address })]);
    await auth.signOut();
    expect(await auth.idToken()).toBeNull();
  });

  it('changes the password after checking the current one, and the other sessions end', async () => {
    const address = email('change');
    await signedUp(address, 'correct horse');
    const other = await otherBrowser(address, 'correct horse');
    try {
      expect((await rejection(auth.changePassword('wrong horse', 'staple lantern meadow'))).code).toBe('auth/wrong-password');
      await auth.changePassword('correct horse', 'staple lantern meadow');
      expect(auth.currentUser()?.email).toBe(address);
      expect(await other.revoked()).toBe(true);
      await auth.signOut();
      expect((await rejection(auth.signIn(address, 'correct horse'))).code).toBe('auth/invalid-credential');
      expect((await auth.signIn(address, 'staple lantern meadow')).email).toBe(address);
    } finally {
      await other.close();
    }
  });

  it('mails a reset code for a known address, answers an unknown one alike, and takes each code once', async () => {
    const address = email('reset');
    await signedUp(address, 'correct horse');
    await auth.signOut();
    await auth.requestPasswordReset(address);
    await auth.requestPasswordReset(email('unknown'));
    const code = (await oobCodes(address)).find((c) => c.requestType === 'PASSWORD_RESET');
    expect(code).toBeDefined();
    await auth.resetPassword(code!.oobCode, 'staple lantern meadow');
    expect((await rejection(auth.resetPassword(code!.oobCode, 'another fine phrase'))).code).toBe('auth/invalid-action-code');
    expect((await rejection(auth.signIn(address, 'correct horse'))).code).toBe('auth/invalid-credential');
    expect((await auth.signIn(address, 'staple lantern meadow')).email).toBe(address);
  });

  it('signs out everywhere: revokes every session through the api call and signs this one out', async () => {
    const address = email('everywhere');
    const user = await signedUp(address, 'correct horse');
    const other = await otherBrowser(address, 'correct horse');
    try {
      await auth.signOutEverywhere();
      expect(revoked).toContain(user.uid);
      expect(auth.currentUser()).toBeNull();
      expect(await other.revoked()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps no session list a client could read', () => {
    expect(auth.sessions).toBeNull();
  });
});
