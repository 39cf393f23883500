/**
 * What an `/api` handler may use besides its caller: documents and stored files with the server's
 * own rights, mail, the counts behind rate limits, and the address users reach the app at. The embedded server provides them over its
 * engine and outbox (engine-services.ts); the Cloud Functions over the Admin SDK and the
 * Trigger Email collection (functions/src/admin-services.ts). Handlers check permissions
 * themselves before they use these: nothing here asks the policy.
 */
import type { QuerySpec } from '@domain/documents/query';
import type { DocData, WriteData } from '@domain/documents/values';
import type { HeldLink } from '../auth/context';
import type { Encoder } from '../encoder/port';
import type { LimitCounter } from '../limits/limit-counter';
import type { MailMessage } from '../mail/mail-message';

export type AdminDoc = { id: string; path: string; data: DocData };

export interface AdminTransaction {
  get(path: string): Promise<AdminDoc | null>;
  /** Several documents of one collection read at once, in the order asked (Firestore's getAll). */
  getAll(paths: readonly string[]): Promise<(AdminDoc | null)[]>;
  set(path: string, data: WriteData): void;
  update(path: string, data: WriteData): void;
  delete(path: string): void;
}

/** A query the server runs for itself: `offset` skips that many of the matches first (Firestore bills each as a read). */
export type AdminQuery = QuerySpec & { offset?: number };

export interface AdminDocs {
  get(path: string): Promise<AdminDoc | null>;
  list(query: AdminQuery): Promise<AdminDoc[]>;
  /** How many documents the query matches, counted where they are stored (limit and cursors ignored). */
  count(query: QuerySpec): Promise<number>;
  /**
   * Runs `fn`, then writes what it queued, all or nothing; when a document it read changed
   * meanwhile, runs it again (a few times), so what it decided always holds when it lands.
   */
  runTransaction<T>(fn: (tx: AdminTransaction) => Promise<T>): Promise<T>;
}

/**
 * Accounts as the hosted sign-up needs them (sign-up-handlers.ts): Firebase Auth through the
 * Admin SDK. The embedded server signs up on its own auth routes and refuses these.
 */
export interface HostedAccounts {
  /** The address of the account that has `email` (trimmed, lower-cased), or null. */
  ownerOf(email: string): Promise<string | null>;
  /** Creates the account, its address verified; null when the address has one already. */
  create(email: string, password: string): Promise<{ uid: string; email: string } | null>;
  remove(uid: string): Promise<void>;
  /** A credential the app signs the account in with (Firebase: a custom token). */
  signInToken(uid: string): Promise<string>;
  /** Sign-ups an hour from one address, when not the server's (`ABUSE_LIMITS.signUpPerAddress`): emulator test runs sign many up from loopback. */
  signUpsPerAddress?: number;
}

export type ApiServices = {
  docs: AdminDocs;
  sendMail(message: MailMessage): Promise<void>;
  /** Base of links in mail, without a trailing slash. */
  publicUrl(): string;
  /** A sign-in credential carrying a link whose token the handler has checked. */
  linkCredential(link: HeldLink): Promise<string>;
  accounts: HostedAccounts;
  /** Ends every session of the account (Firebase: revokes its refresh tokens). */
  revokeSessions(uid: string): Promise<void>;
  /** Removes every stored file whose path starts with `prefix` (which ends with '/'); answers how many. */
  deleteFiles(prefix: string): Promise<number>;
  /** Where rate limits count (server/limits/limit-counter.ts): this process's memory, or documents every Cloud Functions instance shares. */
  limits: LimitCounter;
  /** The live encoder: the local media server, or Wowza Video; absent where none is configured. */
  encoder?: Encoder;
};
