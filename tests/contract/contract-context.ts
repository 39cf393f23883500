/** What each part of the contract suite gets from the suite: clients and signed-in accounts. */
import type { Backend } from '@/backend/port';

export type Account = { backend: Backend; uid: string; email: string; password: string };

export type ContractContext = {
  backend(): Promise<Backend>;
  /** A new account, signed in on a new client. */
  signUp(): Promise<Account>;
  /** The same account signed in on another new client. */
  signInAgain(account: Account): Promise<Backend>;
};
