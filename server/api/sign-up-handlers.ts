/**
 * Sign-up on Firebase, as `/api` calls the Cloud Function hosts: the same rules as the embedded
 * server's auth routes (server/auth/sign-up-rules.ts), over Firebase Auth through the Admin SDK
 * (`services.accounts`). A pending sign-up is a document no client rule names, under the hash
 * of its link's token; it keeps the password sealed with a server key (the Admin SDK sets an
 * account's password from its text) until the link is followed, and not after.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ABUSE_LIMITS } from '../auth/abuse-limits';
import { normalizeEmail } from '../auth/accounts';
import { isSafeContinuePath } from '../auth/continue-path';
import { authErrors, checkSignUp, finishSignUpMail, linkRefusal, newProfile, SIGN_UP_TTL_MS, takenAddressMail } from '../auth/sign-up-rules';
import { newSecret, sha256 } from '../auth/tokens';
import { invalidArgument, tooManyRequests } from '../http/errors';
import type { WindowSpec } from '../limits/limit-counter';
import type { ApiContext, ApiHandler } from './handler-types';
import { serverSecret } from './server-secrets';

export const PENDING_SIGN_UPS = 'pendingSignUps';

const perEmail: WindowSpec = { name: 'signUpPerEmail', ...ABUSE_LIMITS.signUpPerEmail };
const perAddress = (limit = ABUSE_LIMITS.signUpPerAddress.limit): WindowSpec => ({ name: 'signUpPerAddress', ...ABUSE_LIMITS.signUpPerAddress, limit });
const overall: WindowSpec = { name: 'signUpOverall', ...ABUSE_LIMITS.signUpOverall };

async function sealKey(ctx: ApiContext): Promise<Buffer> {
  return createHash('sha256').update(await serverSecret(ctx.services.docs, 'signUps')).digest();
}

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. */
async function seal(ctx: ApiContext, text: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealKey(ctx), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

async function unseal(ctx: ApiContext, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await sealKey(ctx), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export const signUp: ApiHandler<'signUp'> = {
  access: 'public',
  async run({ email, password, continuePath }, ctx) {
    if (continuePath !== undefined && !isSafeContinuePath(continuePath)) throw invalidArgument('continuePath must be a path on this site.');
    await checkSignUp(email, password);
    const { services } = ctx;
    const address = normalizeEmail(email);
    const emailTurn = await services.limits.takeAll([{ window: perEmail, key: address }]);
    if (!emailTurn.ok) throw tooManyRequests('auth/too-many-requests', 'Too many accounts were created from here.', emailTurn.retryAfterMs);
    const turn = await services.limits.takeWithCeiling([{ window: perAddress(services.accounts.signUpsPerAddress), key: ctx.clientAddress }], { window: overall, key: '*' });
    if (!turn.ok) throw tooManyRequests('auth/too-many-requests', 'Too many accounts were created from here.', turn.retryAfterMs);
    // Sealed for a taken address too: both answers do the same work before they part.
    const sealed = await seal(ctx, password);
    const owner = await services.accounts.ownerOf(address);
    if (owner) {
      await services.sendMail(takenAddressMail(services.publicUrl(), owner));
      return {};
    }
    const token = newSecret();
    await services.docs.runTransaction(async (tx) => {
      tx.set(`${PENDING_SIGN_UPS}/${sha256(token)}`, { email: address, sealed, continuePath: continuePath ?? null, expiresAt: Date.now() + SIGN_UP_TTL_MS, usedAt: null });
    });
    await services.sendMail(finishSignUpMail(services.publicUrl(), address, token));
    return {};
  },
};

type Taken = { kind: 'ready'; email: string; sealed: string; continuePath: string | null } | { kind: 'used' | 'expired' | 'unknown' };

export const finishSignUp: ApiHandler<'finishSignUp'> = {
  access: 'public',
  async run({ token }, ctx) {
    const { services } = ctx;
    const path = `${PENDING_SIGN_UPS}/${sha256(token)}`;
    const taken = await services.docs.runTransaction<Taken>(async (tx) => {
      const pending = (await tx.get(path))?.data;
      if (!pending) return { kind: 'unknown' };
      if (pending.usedAt !== null) return { kind: 'used' };
      if (Number(pending.expiresAt) <= Date.now()) return { kind: 'expired' };
      // Marked used, and the password no longer kept, in the same write that lets only one request through.
      tx.update(path, { usedAt: Date.now(), sealed: '' });
      return { kind: 'ready', email: String(pending.email), sealed: String(pending.sealed), continuePath: (pending.continuePath as string | null) ?? null };
    });
    if (taken.kind !== 'ready') throw linkRefusal(taken.kind);
    const account = await services.accounts.create(taken.email, await unseal(ctx, taken.sealed));
    if (!account) throw authErrors.addressTaken();
    try {
      await services.docs.runTransaction(async (tx) => {
        tx.set(`users/${account.uid}`, newProfile(account.uid, account.email));
      });
    } catch (error) {
      await services.accounts.remove(account.uid);
      throw error;
    }
    return { customToken: await services.accounts.signInToken(account.uid), continuePath: taken.continuePath };
  },
};
