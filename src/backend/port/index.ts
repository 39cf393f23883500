import type { ApiName, ApiInput, ApiOutput } from '@domain/api/contracts';
import type { ProviderName } from '@domain/api/provider';
import type { AuthService } from './auth';
import type { DocumentStore } from './documents';
import type { LinkService } from './links';
import type { ConnectionService, PresenceService } from './presence';
import type { MediaService } from './media';
import type { StorageService } from './storage';

/** The one contract the app talks to; `local` and `firebase` implement it. */
export interface Backend {
  readonly name: ProviderName;
  readonly docs: DocumentStore;
  readonly auth: AuthService;
  readonly storage: StorageService;
  readonly media: MediaService;
  readonly presence: PresenceService;
  readonly connection: ConnectionService;
  readonly links: LinkService;
  /** Typed calls to the `/api` endpoints; input and output are validated by the shared schemas. */
  call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>>;
  /** Closes connections and listeners (tests, hot reload). */
  dispose(): Promise<void>;
}

export * from '@domain/errors/backend-error';
export type { ProviderName } from '@domain/api/provider';
export type * from './documents';
export type * from './auth';
export type * from './storage';
export type * from './media';
export type * from './presence';
export type * from './links';
export type * from './site';
export type { QuerySpec, WhereClause, OrderClause, Cursor, AggregateSpec, AggregateResult, WhereOp } from '@domain/documents/query';
export type { DocData, DocValue, WriteData, WriteValue, Sentinel } from '@domain/documents/values';
export { serverTimestamp, increment, arrayUnion, arrayRemove, deleteField } from '@domain/documents/values';
