/**
 * What an `/api` handler is: its access and its run function over the contract's parsed input,
 * with the context both hosts (the embedded server and the Cloud Function) can give it.
 */
import type { z } from 'zod';
import type { ApiContracts, ApiName, ApiOutput } from '@domain/api/contracts';
import type { ProviderName } from '@domain/api/provider';
import type { AuthContext } from '../auth/context';
import type { ApiServices } from './services';

export type ApiContext = {
  auth: AuthContext;
  provider: ProviderName;
  services: ApiServices;
  /** The caller's network address: anonymous chat senders are told apart by it. */
  clientAddress: string;
};

export type ApiHandler<N extends ApiName> = {
  /** 'signed-in' handlers are only run with a live session (`ctx.auth` is then never null). */
  access: 'public' | 'signed-in';
  run(input: z.output<ApiContracts[N]['input']>, ctx: ApiContext): ApiOutput<N> | Promise<ApiOutput<N>>;
};

export type ApiHandlers = { [N in ApiName]: ApiHandler<N> };
