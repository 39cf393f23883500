/** What each part of the contract suite gets from the suite: clients and signed-in accounts. */
import type { Backend } from '@/backend/port';
import type { SignUpCodes } from './support';

export type Account = { backend: Backend; uid: string; email: string; password: string };

export type ContractContext = {
  backend(): Promise<Backend>;
  /** The code of the newest sign-up link mailed to an address. */
  signUpCode: SignUpCodes;
  /** A new account, signed up through the mailed link, signed in on a new client. */
  signUp(): Promise<Account>;
  /** The same account signed in on another new client. */
  signInAgain(account: Account): Promise<Backend>;
};
