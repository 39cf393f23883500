/**
 * Presenter links, the producers' side (spec 001 sections 3, 5, 7 and 9; issue 15): making,
 * editing and revoking a stream's links, and removing a presenter from the stream's pool. Only
 * the server writes a link: it makes the token (192 random bits) and the dates; revoking deletes
 * the link, which ends every connection holding it at once (server/policy/link-rules.ts).
 */
import { randomBytes } from 'node:crypto';
import { DECKS } from '@domain/decks/deck';
import { newDocumentId } from '@domain/documents/paths';
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { roleAtLeast } from '@domain/permissions/roles';
import { expiryFrom, PRESENTER_LINK, PRESENTER_LINKS, PRESENTER_TOKEN_BYTES } from '@domain/presenting/presenter-link';
import { NO_PRESENTER_CONTROL, readPresenting, withoutMember } from '@domain/presenting/presenter-pool';
import { STREAM } from '@domain/streams/stream';
import { notFound, permissionDenied } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminTransaction } from './services';
import { failedPrecondition, streamFor } from './stream-access';

const NO_LINK = 'There is no such presenter link.';
const NO_DECK = 'That deck is not one of this event’s decks.';

/** The stream without this presenter in its pool or in control; nothing when it has neither. */
export async function dropPresenter(tx: AdminTransaction, streamPath: string, presenterId: string): Promise<void> {
  const stream = await tx.get(streamPath);
  if (!stream) return;
  const { pool, control } = readPresenting(stream.data);
  if (!pool.some((m) => m.id === presenterId) && control !== presenterId) return;
  tx.update(streamPath, { presenterPool: withoutMember(pool, presenterId), ...(control === presenterId ? NO_PRESENTER_CONTROL : {}), updatedAt: serverTimestamp() });
}

export const savePresenterLink: ApiHandler<'savePresenterLink'> = {
  access: 'signed-in',
  async run({ eventId, streamId, linkId, link }, ctx) {
    const { uid } = await streamFor(ctx, eventId, streamId, 'producer');
    const { docs } = ctx.services;
    const id = linkId ?? newDocumentId();
    const fields: WriteData = {
      name: link.name,
      email: link.email,
      time: link.time,
      deckID: link.deckId,
      chat: link.chat,
      notes: link.notes,
      controls: link.controls,
      // Saving the link is how the operator lets a removed presenter back.
      removed: false,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    };
    if (link.expiry !== 'keep' || linkId === undefined) fields.expires = expiryFrom(link.expiry === 'keep' ? 'never' : link.expiry, Date.now()) ?? 0;
    return docs.runTransaction(async (tx) => {
      if (link.deckId !== null && !(isDocId(DECKS(eventId), link.deckId) && (await tx.get(`${DECKS(eventId)}/${link.deckId}`)))) throw failedPrecondition(NO_DECK);
      if (linkId === undefined) {
        const token = randomBytes(PRESENTER_TOKEN_BYTES).toString('base64url');
        // Protection (PIN or password) is disabled in the spec: stored as none.
        tx.set(PRESENTER_LINK(id), { ...fields, token, eventID: eventId, streamID: streamId, protection: null, createdAt: serverTimestamp(), createdBy: uid });
        return { linkId: id, token };
      }
      const stored = isDocId(PRESENTER_LINKS, linkId) ? await tx.get(PRESENTER_LINK(linkId)) : null;
      // A link keeps its event and stream for life: holders' access is scoped by them.
      if (!stored || stored.data.eventID !== eventId || stored.data.streamID !== streamId) throw notFound(NO_LINK);
      tx.update(PRESENTER_LINK(linkId), fields);
      return { linkId, token: String(stored.data.token) };
    });
  },
};

export const revokePresenterLink: ApiHandler<'revokePresenterLink'> = {
  access: 'signed-in',
  async run({ eventId, linkId }, { auth, services: { docs } }) {
    if (!roleAtLeast(await roleOnEvent(docs, eventId, auth!.uid), 'producer')) throw permissionDenied();
    await docs.runTransaction(async (tx) => {
      const stored = isDocId(PRESENTER_LINKS, linkId) ? await tx.get(PRESENTER_LINK(linkId)) : null;
      if (!stored || stored.data.eventID !== eventId) throw notFound(NO_LINK);
      const streamId = stored.data.streamID;
      if (typeof streamId === 'string' && isDocId(`events/${eventId}/streams`, streamId)) await dropPresenter(tx, STREAM(eventId, streamId), linkId);
      tx.delete(PRESENTER_LINK(linkId));
    });
    return {};
  },
};

/** The presenter leaves the pool and their link is marked removed, so they cannot join again until the link is saved again. */
export const removePresenter: ApiHandler<'removePresenter'> = {
  access: 'signed-in',
  async run({ eventId, streamId, presenterId }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'producer');
    await ctx.services.docs.runTransaction(async (tx) => {
      const link = isDocId(PRESENTER_LINKS, presenterId) ? await tx.get(PRESENTER_LINK(presenterId)) : null;
      await dropPresenter(tx, path, presenterId);
      if (link && link.data.eventID === eventId && link.data.streamID === streamId) tx.update(link.path, { removed: true, updatedAt: serverTimestamp() });
    });
    return {};
  },
};
