import type { ApiInput, ApiName, ApiOutput } from '@domain/api/contracts';
import type { ProviderName } from '@domain/api/provider';
import type { DocumentStore } from './documents';

/**
 * What the public event site (its own light entry, src/site) needs of a backend: live reads of
 * what anyone may read, and the public `/api` calls. No sign-in, no uploads, no presence. A full
 * `Backend` is one too (the admin app's preview draws the same blocks with it).
 */
export interface SiteBackend {
  readonly name: ProviderName;
  readonly docs: Pick<DocumentStore, 'subscribeDoc' | 'subscribeQuery'>;
  /** The server checks every call's input; the site reads the answers defensively. */
  call<N extends ApiName>(name: N, input: ApiInput<N>): Promise<ApiOutput<N>>;
  dispose(): Promise<void>;
}
