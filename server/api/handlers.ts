/**
 * The handlers of the `/api` calls, one per contract in domain/api/contracts.ts. The embedded
 * server hosts them (routes.ts) and so does the `api` Cloud Function (functions/src), so a
 * handler sees only what both can give it; each later feature adds its own here.
 */
import type { z } from 'zod';
import { version } from '../../package.json';
import type { ApiContracts, ApiName, ApiOutput } from '../../domain/api/contracts';
import type { ProviderName } from '../../src/backend/port';
import type { AuthContext } from '../auth/context';
import { postChatMessage } from './chat-handlers';
import { duplicateEvent } from './event-duplication';
import { checkEventSlug, createEvent, deleteEvent } from './event-handlers';
import { changeEventOrganization, updateEventSettings } from './event-settings-handlers';
import { acceptInvite, declineInvite, getInvite, sendInvites } from './invite-handlers';
import { openLink } from './link-handlers';
import { memberProfiles } from './member-handlers';
import { rotateModerationLink } from './moderation-link-handlers';
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

export const apiHandlers: ApiHandlers = {
  health: {
    access: 'public',
    run: (_input, { provider }) => ({ status: 'ok', provider, version }),
  },
  sendInvites,
  getInvite,
  acceptInvite,
  declineInvite,
  memberProfiles,
  rotateModerationLink,
  openLink,
  postChatMessage,
  checkEventSlug,
  createEvent,
  deleteEvent,
  duplicateEvent,
  updateEventSettings,
  changeEventOrganization,
};
