/**
 * Go live, stop live and create recording (spec 001 section 4.1): producers and owners. Each
 * writes its log entry with the stream time of the spec's formula (domain/streams/log-time);
 * a go live that cannot happen (no source on the transcoder) is logged with the error flag and
 * refused.
 */
import { newDocumentId } from '@domain/documents/paths';
import { deleteField, serverTimestamp } from '@domain/documents/values';
import { logTime, withRestart } from '@domain/streams/log-time';
import { readStream, STREAM_LOGS, type StartTime } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import type { AdminTransaction } from './services';
import type { ApiHandler } from './handler-types';
import { encoderCall, failedPrecondition, requireEncoder, requireTranscoder, streamFor } from './stream-access';

type LogType = 'go_live' | 'drop_live' | 'end_live';

function writeLog(tx: AdminTransaction, eventId: string, streamId: string, uid: string, type: LogType, startTimes: StartTime[], error = false): void {
  tx.set(`${STREAM_LOGS(eventId, streamId)}/${newDocumentId()}`, {
    type,
    createdAt: serverTimestamp(),
    createdBy: uid,
    time: logTime(Date.now(), startTimes),
    error,
  });
}

const NO_SOURCE = 'No source is publishing to the transcoder: start your encoder first.';

export const goLive: ApiHandler<'goLive'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    requireTranscoder(stream);
    const refused = await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (current.streamLive) return false;
      if (!current.live || current.transcoderStatus !== 'running') {
        writeLog(tx, eventId, streamId, uid, 'go_live', current.startTimes, true);
        return true;
      }
      const now = Date.now();
      const lastDrop = typeof doc.data.lastDropAt === 'number' ? doc.data.lastDropAt : null;
      const startTimes = withRestart(current.startTimes, now, lastDrop);
      tx.update(path, { streamLive: true, dropLive: false, startTimes, updatedAt: serverTimestamp() });
      writeLog(tx, eventId, streamId, uid, 'go_live', startTimes);
      return false;
    });
    if (refused) throw failedPrecondition(NO_SOURCE);
    return {};
  },
};

export const stopLive: ApiHandler<'stopLive'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid } = await streamFor(ctx, eventId, streamId, 'producer');
    await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (!current.streamLive) return;
      tx.update(path, { streamLive: false, dropLive: true, lastDropAt: Date.now(), updatedAt: serverTimestamp() });
      writeLog(tx, eventId, streamId, uid, 'drop_live', current.startTimes);
    });
    return {};
  },
};

export const createRecording: ApiHandler<'createRecording'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    if (stream.masterVideo) throw failedPrecondition('The stream has its recording already.');
    const transcoderId = requireTranscoder(stream);
    const encoder = requireEncoder(ctx);
    // The stream is a VOD before the encoder starts: its report (even an immediate failure) lands after.
    await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      tx.update(path, { streamLive: false, dropLive: false, vod: true, masterError: deleteField(), updatedAt: serverTimestamp() });
      if (!current.vod) writeLog(tx, eventId, streamId, uid, 'end_live', current.startTimes);
    });
    try {
      await encoderCall(encoder.record(transcoderId));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ctx.services.docs.runTransaction(async (tx) => tx.update(path, { masterError: message, updatedAt: serverTimestamp() }));
      throw error;
    }
    return {};
  },
};
