/**
 * The provider contract: what every Backend must do, observed through the port only. Run by
 * `local.test.ts` against the embedded server, by `double.test.ts` against the screen tests' backend,
 * and by `firebase.emulator.test.ts` against the emulators.
 *
 * Today's policy lets a fresh user read and write only their own `users/{uid}` (the fields
 * username, firstName, lastName, thumbnail), their own `status/{uid}` and their own avatar, so
 * the document tests work on those; broader query semantics are the engine's own tests.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Backend } from '@/backend/port';
import { authContract } from './contract-auth';
import { callsContract } from './contract-calls';
import { documentsContract } from './contract-documents';
import { liveContract } from './contract-live';
import { presenceContract } from './contract-presence';
import { storageContract } from './contract-storage';
import type { ContractContext } from './contract-context';
import { PASSWORD, signUpThroughMail, uniqueEmail, type SignUpCodes } from './support';

export type ContractHarness = {
  /** A new client with nobody signed in; the harness disposes it at teardown. */
  backend(): Promise<Backend>;
  /** The code of the newest sign-up link mailed to an address. */
  signUpCode: SignUpCodes;
  teardown(): Promise<void>;
};

/** Parts of the contract a harness cannot run, each with the reason, printed when the suite is collected. */
export type LeftOut = Partial<Record<'presence' | 'storage', string>>;

export function describeBackendContract(name: string, setup: () => Promise<ContractHarness>, leftOut: LeftOut = {}): void {
  for (const [part, reason] of Object.entries(leftOut)) console.warn(`backend contract: ${name}: the ${part} tests are left out: ${reason}.`);
  describe(`backend contract: ${name}`, () => {
    let harness: ContractHarness | undefined;
    beforeAll(async () => {
      harness = await setup();
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    const ctx: ContractContext = {
      backend: () => harness!.backend(),
      signUpCode: (email) => harness!.signUpCode(email),
      async signUp() {
        const backend = await harness!.backend();
        const email = uniqueEmail();
        const user = await signUpThroughMail(backend, harness!.signUpCode, email, PASSWORD);
        return { backend, uid: user.uid, email, password: PASSWORD };
      },
      async signInAgain(account) {
        const backend = await harness!.backend();
        await backend.auth.signIn(account.email, account.password);
        return backend;
      },
    };

    authContract(ctx);
    documentsContract(ctx);
    liveContract(ctx);
    callsContract(ctx);
    if (!leftOut.presence) presenceContract(ctx);
    if (!leftOut.storage) storageContract(ctx);
  });
}
