/** "Sign out everywhere" as an `/api` call: the Firebase provider's way to end every session of its user. */
import type { ApiHandler } from './handler-types';

export const revokeSessions: ApiHandler<'revokeSessions'> = {
  access: 'signed-in',
  async run(_input, { auth, services }) {
    // 'signed-in' handlers run only with a caller.
    await services.revokeSessions(auth!.uid);
    return {};
  },
};
