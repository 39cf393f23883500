import { describe, expect, it } from 'vitest';
import type { ContractContext } from './contract-context';
import { PASSWORD, Recorder, errorCode, settledUser, uniqueEmail } from './support';

export function authContract(ctx: ContractContext): void {
  describe('auth', () => {
    it('reports nobody signed in on a fresh client', async () => {
      const backend = await ctx.backend();
      expect(await settledUser(backend)).toBeNull();
      expect(backend.auth.currentUser()).toBeNull();
    });

    it('signs up by the mailed link: nobody until it is followed, then the account, verified, signed in, with its profile', async () => {
      const backend = await ctx.backend();
      const states = new Recorder<unknown>();
      backend.auth.onAuthStateChanged(states.push);
      const email = uniqueEmail();
      await expect(backend.auth.signUp(email, PASSWORD)).resolves.toBeUndefined();
      expect(await settledUser(backend)).toBeNull();
      expect(await errorCode((await ctx.backend()).auth.signIn(email, PASSWORD))).toBe('auth/invalid-credential');
      const { user } = await backend.auth.finishSignUp(await ctx.signUpCode(email));
      expect(user).toMatchObject({ email, emailVerified: true });
      expect(user.uid).toMatch(/^\S+$/);
      expect(backend.auth.currentUser()).toMatchObject({ uid: user.uid, email });
      await states.until('the signed-in user', (u) => (u as { uid?: string } | null)?.uid === user.uid);
      const profile = await backend.docs.get(`users/${user.uid}`);
      expect(profile.exists).toBe(true);
      expect(profile.data).toMatchObject({ uid: user.uid, email });
    });

    it('follows a sign-up link once: again it is refused with auth/sign-up-link-used', async () => {
      const account = await ctx.signUp();
      const other = await ctx.backend();
      expect(await errorCode(other.auth.finishSignUp(await ctx.signUpCode(account.email)))).toBe('auth/sign-up-link-used');
      expect(await settledUser(other)).toBeNull();
    });

    it('signs in an existing account on another client', async () => {
      const account = await ctx.signUp();
      const other = await ctx.backend();
      const user = await other.auth.signIn(account.email, account.password);
      expect(user).toMatchObject({ uid: account.uid, email: account.email });
      expect(other.auth.currentUser()?.uid).toBe(account.uid);
      expect((await other.docs.get(`users/${account.uid}`)).exists).toBe(true);
    });

    it('refuses a wrong password with auth/invalid-credential', async () => {
      const account = await ctx.signUp();
      const other = await ctx.backend();
      expect(await errorCode(other.auth.signIn(account.email, 'not-the-password'))).toBe('auth/invalid-credential');
      expect(await settledUser(other)).toBeNull();
    });

    it('answers a sign-up with a taken address as a new one, and signs nobody in', async () => {
      const account = await ctx.signUp();
      const other = await ctx.backend();
      await expect(other.auth.signUp(account.email, `other ${PASSWORD}`)).resolves.toBeUndefined();
      expect(await settledUser(other)).toBeNull();
      expect(await errorCode(other.auth.signIn(account.email, `other ${PASSWORD}`))).toBe('auth/invalid-credential');
    });

    it('sends the verification mail to a signed-in user', async () => {
      const { backend } = await ctx.signUp();
      await expect(backend.auth.sendEmailVerification()).resolves.toBeUndefined();
    });

    it('ends the session on sign-out: reads fail with permission-denied', async () => {
      const { backend, uid } = await ctx.signUp();
      await backend.auth.signOut();
      expect(backend.auth.currentUser()).toBeNull();
      expect(await errorCode(backend.docs.get(`users/${uid}`))).toBe('permission-denied');
    });

    it('ends live subscriptions with permission-denied on sign-out', async () => {
      const { backend, uid } = await ctx.signUp();
      const snaps = new Recorder<unknown>();
      backend.docs.subscribeDoc(`users/${uid}`, snaps.push, snaps.fail);
      await snaps.until('the first snapshot', () => true);
      await backend.auth.signOut();
      expect((await snaps.nextError('the subscription to end')) as { code?: string }).toMatchObject({ code: 'permission-denied' });
    });
  });
}
