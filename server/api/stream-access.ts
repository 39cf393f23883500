/**
 * What every stream call checks first: the caller's role on the event (the matrix's least role
 * for what the call does), that the stream exists, and that there is an encoder and a
 * transcoder to act on; and how the encoder's refusals reach the caller.
 */
import { roleAtLeast, type Role } from '@domain/permissions/roles';
import { readStream, STREAM, STREAMS, type Stream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { EncoderUnavailableError, UnknownTranscoderError, type Encoder } from '../encoder/port';
import { HttpError, notFound, permissionDenied } from '../http/errors';
import type { ApiContext } from './handler-types';
import { isDocId, roleOnEvent } from './resource-roles';
import type { AdminDoc } from './services';

export type StreamAccess = { doc: AdminDoc; stream: Stream; path: string; uid: string };

export async function streamFor(ctx: ApiContext, eventId: string, streamId: string, least: Role): Promise<StreamAccess> {
  const uid = ctx.auth!.uid;
  if (!isDocId('events', eventId)) throw notFound(streamMessages.missingEvent);
  if (!isDocId(STREAMS(eventId), streamId)) throw notFound(streamMessages.missingStream);
  if (!roleAtLeast(await roleOnEvent(ctx.services.docs, eventId, uid), least)) throw permissionDenied();
  const doc = await ctx.services.docs.get(STREAM(eventId, streamId));
  if (!doc) throw notFound(streamMessages.streamMissing);
  return { doc, stream: readStream(doc.id, doc.data), path: doc.path, uid };
}

export const failedPrecondition = (message: string) => new HttpError(400, 'failed-precondition', message);

export function requireEncoder(ctx: ApiContext): Encoder {
  if (!ctx.services.encoder) throw new HttpError(503, 'unavailable', 'No live encoder is configured on this server.');
  return ctx.services.encoder;
}

export function requireTranscoder(stream: Stream): string {
  if (!stream.wowzaID) throw failedPrecondition(streamMessages.missingTranscoderId);
  return stream.wowzaID;
}

/** Runs an encoder call; its refusals become answers the caller can act on. */
export async function encoderCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof EncoderUnavailableError) throw new HttpError(503, 'unavailable', error.message);
    if (error instanceof UnknownTranscoderError) throw failedPrecondition(streamMessages.noTranscoder);
    throw error;
  }
}
