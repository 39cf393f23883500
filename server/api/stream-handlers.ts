/**
 * Streams (spec 001 sections 2.3 and 2.4): create and delete for owners, update for producers,
 * and the studio's VOD record once a stream is a VOD. The form's rules are domain's
 * (checkStreamForm); deleting a stream removes its transcoder on the encoder too.
 */
import { newDocumentId } from '@domain/documents/paths';
import { deleteField, serverTimestamp, type WriteData } from '@domain/documents/values';
import { roleAtLeast } from '@domain/permissions/roles';
import { DEFAULT_STREAMING_SERVICE, STREAM, STREAM_LOGS, STREAM_VIEW_DAYS, TRANSCODERS, VODS, WEBHOOKS } from '@domain/streams/stream';
import { checkStreamForm, type CheckedStreamForm } from '@domain/streams/stream-form';
import { STREAM_VIEWER_DOCS } from '@domain/livetool/stream-cues';
import { PRESENTER_LINKS, PRESENTER_USERS } from '@domain/presenting/presenter-link';
import { streamMessages } from '@domain/streams/stream-messages';
import { newSecret } from '../auth/tokens';
import { UnknownTranscoderError } from '../encoder/port';
import { invalidArgument, notFound, permissionDenied } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDocs } from './services';
import { encoderCall, failedPrecondition, streamFor } from './stream-access';

const BATCH = 400;

function checked(form: Parameters<typeof checkStreamForm>[0]): CheckedStreamForm {
  const result = checkStreamForm(form);
  if (!result.ok) throw invalidArgument(result.error);
  return result.value;
}

export const createStream: ApiHandler<'createStream'> = {
  access: 'signed-in',
  async run({ eventId, stream: form }, ctx) {
    const uid = ctx.auth!.uid;
    if (!isDocId('events', eventId)) throw notFound(streamMessages.missingEvent);
    if (!roleAtLeast(await roleOnEvent(ctx.services.docs, eventId, uid), 'owner')) throw permissionDenied();
    if (!(await ctx.services.docs.get(`events/${eventId}`))) throw notFound(streamMessages.missingEvent);
    const values = checked(form);
    const streamId = newDocumentId();
    await ctx.services.docs.runTransaction(async (tx) =>
      tx.set(STREAM(eventId, streamId), {
        ...values,
        streamingService: DEFAULT_STREAMING_SERVICE,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdBy: uid,
        cueKey: newSecret(),
        views: 0,
        viewTime: 0,
        live: false,
        streamLive: false,
        dropLive: false,
        preview: false,
        vod: false,
        presenterCurrent: 0,
      }),
    );
    return { streamId };
  },
};

/** The optional fields the form leaves empty are removed, as "empty fields are stripped". */
const OPTIONAL_FIELDS = ['description', 'chatID', 'deckID', 'thumbnail', 'date'] as const;

export const updateStream: ApiHandler<'updateStream'> = {
  access: 'signed-in',
  async run({ eventId, streamId, stream: form }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'producer');
    const values = checked(form);
    const cleared = Object.fromEntries(OPTIONAL_FIELDS.filter((field) => !(field in values)).map((field) => [field, deleteField()]));
    await ctx.services.docs.runTransaction(async (tx) => {
      if (!(await tx.get(path))) throw notFound(streamMessages.streamMissing);
      tx.update(path, { ...cleared, ...values, updatedAt: serverTimestamp() } as WriteData);
    });
    return {};
  },
};

async function deleteInBatches(docs: AdminDocs, paths: string[]): Promise<void> {
  for (let start = 0; start < paths.length; start += BATCH) {
    const batch = paths.slice(start, start + BATCH);
    await docs.runTransaction(async (tx) => batch.forEach((path) => tx.delete(path)));
  }
}

/** Removes the transcoders of an event (or of one of its streams) from the encoder and their routes. */
export async function removeTranscoders(ctx: ApiContext, eventId: string, streamId?: string): Promise<void> {
  const where = [{ field: 'eventID', op: '==' as const, value: eventId }, ...(streamId ? [{ field: 'streamID', op: '==' as const, value: streamId }] : [])];
  const routes = await ctx.services.docs.list({ path: TRANSCODERS, where });
  for (const route of routes) {
    const removal = ctx.services.encoder?.remove(route.id).catch((error: unknown) => {
      // A transcoder the encoder no longer knows is already gone.
      if (!(error instanceof UnknownTranscoderError)) throw error;
    });
    await encoderCall(removal ?? Promise.resolve());
    await ctx.services.docs.runTransaction(async (tx) => tx.delete(route.path));
  }
}

export const deleteStream: ApiHandler<'deleteStream'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'owner');
    const docs = ctx.services.docs;
    await removeTranscoders(ctx, eventId, streamId);
    const owned = [
      ...(await docs.list({ path: STREAM_LOGS(eventId, streamId) })),
      ...(await docs.list({ path: `${path}/settings` })),
      ...(await docs.list({ path: STREAM_VIEW_DAYS(eventId, streamId) })),
      ...(await docs.list({ path: STREAM_VIEWER_DOCS(eventId, streamId) })),
      ...(await docs.list({ path: WEBHOOKS(eventId), where: [{ field: 'streamID', op: '==', value: streamId }] })),
      // The stream's presenters and presenter links (issue 15): deleting a link ends its open views.
      ...(await docs.list({ path: PRESENTER_USERS(eventId, streamId) })),
      ...(await docs.list({ path: PRESENTER_LINKS, where: [{ field: 'eventID', op: '==', value: eventId }, { field: 'streamID', op: '==', value: streamId }] })),
    ];
    await deleteInBatches(docs, owned.map((doc) => doc.path));
    await docs.runTransaction(async (tx) => tx.delete(path));
    return {};
  },
};

export const openStudio: ApiHandler<'openStudio'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { stream, path, uid } = await streamFor(ctx, eventId, streamId, 'producer');
    if (stream.vodID) return { vodId: stream.vodID };
    if (!stream.vod || !stream.masterVideo) throw failedPrecondition('The recording is not ready yet.');
    const master = stream.masterVideo;
    const vodId = newDocumentId();
    await ctx.services.docs.runTransaction(async (tx) => {
      const current = await tx.get(path);
      if (!current) throw notFound(streamMessages.streamMissing);
      tx.set(`${VODS(eventId)}/${vodId}`, {
        streamID: streamId,
        masterVideo: master.url,
        clips: [{ id: newDocumentId(), mediaid: streamId, startTime: 0, endTime: master.duration, duration: master.duration, position: 0 }],
        chapters: [],
        slides: [],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        updatedBy: ctx.auth!.email ?? uid,
      });
      // Spec 001 section 4.1: the studio takes over; the stream keeps its recording.
      tx.update(path, { vodID: vodId, videoID: deleteField(), wowzaID: deleteField(), setup: deleteField(), videoStatus: deleteField(), updatedAt: serverTimestamp() });
    });
    return { vodId };
  },
};
