import type { ApiContext } from '../api/handler-types';
import { hostedSignUpOnly } from '../api/engine-services';
import type { AdminDocs } from '../api/services';
import { createMemoryLimits } from '../limits/limit-counter';

// One server's limits for every direct call, as the handlers share them in a running server.
const limits = createMemoryLimits();

/**
 * A handler's context for calling it directly, past HTTP, with documents a test can wrap (to fail
 * or hold a transaction); mail and files are not used by the calls tested this way.
 */
export function directContext(uid: string, docs: AdminDocs, publicUrl: string, emailVerified = false): ApiContext {
  return {
    auth: { uid, email: `${uid}@example.com`, emailVerified, sessionId: 'direct' },
    provider: 'local',
    clientAddress: '127.0.0.1',
    services: { docs, limits, sendMail: async () => {}, publicUrl: () => publicUrl, linkCredential: async () => 'unused', deleteFiles: async () => 0, revokeSessions: async () => undefined, accounts: hostedSignUpOnly },
  };
}
