/**
 * The handlers of the `/api` calls, one per contract in domain/api/contracts.ts. The same
 * handlers are meant to run as Cloud Functions; each later feature adds its own here.
 */
import type { z } from 'zod';
import { version } from '../../package.json';
import type { ApiContracts, ApiName, ApiOutput } from '../../domain/api/contracts';
import type { AuthContext } from '../auth/context';
import type { DocumentEngine } from '../db/engine';

export type ApiContext = { auth: AuthContext; engine: DocumentEngine };

export type ApiHandler<N extends ApiName> = {
  /** 'signed-in' handlers are only run with a live session (`ctx.auth` is then never null). */
  access: 'public' | 'signed-in';
  run(input: z.output<ApiContracts[N]['input']>, ctx: ApiContext): ApiOutput<N> | Promise<ApiOutput<N>>;
};

export type ApiHandlers = { [N in ApiName]: ApiHandler<N> };

export const apiHandlers: ApiHandlers = {
  health: {
    access: 'public',
    run: () => ({ status: 'ok', provider: 'local', version }),
  },
};
