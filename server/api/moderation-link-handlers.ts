/**
 * The moderation link of an event (spec 001 section 6): a random token of 192 bits that owners
 * and producers hand out. Replacing it ends the old link for everyone at once, because the
 * server checks a held link against the stored token on every read and write.
 */
import { randomBytes } from 'node:crypto';
import { MODERATION_LINK } from '@domain/chats/chat';
import { serverTimestamp } from '@domain/documents/values';
import { roleAtLeast } from '@domain/permissions/roles';
import { notFound, permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { roleOnEvent } from './resource-roles';

const LINK_TOKEN_BYTES = 24;

export const rotateModerationLink: ApiHandler<'rotateModerationLink'> = {
  access: 'signed-in',
  async run({ eventId }, { auth, services }) {
    const caller = auth!;
    if (!roleAtLeast(await roleOnEvent(services.docs, eventId, caller.uid), 'producer')) throw permissionDenied();
    if (!(await services.docs.get(`events/${eventId}`))) throw notFound('There is no such event.');
    const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
    await services.docs.runTransaction(async (tx) =>
      tx.set(MODERATION_LINK(eventId), { token, eventID: eventId, rotatedAt: serverTimestamp(), rotatedBy: caller.uid }),
    );
    return { token };
  },
};
