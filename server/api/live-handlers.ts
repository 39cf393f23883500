/**
 * Go live, stop live and create recording (spec 001 section 4.1): producers and owners. Each
 * writes its log entry with the stream time of the spec's formula (domain/streams/log-time);
 * a go live that cannot happen (no source on the transcoder) is logged with the error flag and
 * refused. Going live also shows viewers what PROGRAM holds at that moment, so the console's
 * PROGRAM pane is what they see. During a rehearsal going live and stopping change only what the
 * console shows: no log, no start time, nothing for viewers (domain/livetool/on-air).
 */
import { deleteField, serverTimestamp } from '@domain/documents/values';
import { withRestart } from '@domain/streams/log-time';
import { readStream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import type { ApiHandler } from './handler-types';
import { programCue } from './livetool-handlers';
import { encoderCall, failedPrecondition, requireEncoder, requireTranscoder, streamFor } from './stream-access';
import { announceOnAir, programNow, publishCue } from './stream-cues';
import { writeLog } from './stream-logs';

const NO_SOURCE = 'No source is publishing to the transcoder: start your encoder first.';

export const goLive: ApiHandler<'goLive'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    requireTranscoder(stream);
    const programTime = programNow(ctx, stream.wowzaID);
    const outcome = await ctx.services.docs.runTransaction(async (tx): Promise<'refused' | 'unchanged' | 'on-air'> => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (current.streamLive) return 'unchanged';
      if (!current.live || current.transcoderStatus !== 'running') {
        if (!current.rehearsal) writeLog(tx, { eventId, streamId, uid, type: 'go_live', startTimes: current.startTimes, error: true });
        return 'refused';
      }
      if (current.rehearsal) {
        tx.update(path, { streamLive: true, dropLive: false, updatedAt: serverTimestamp() });
        return 'unchanged';
      }
      const cue = await programCue(tx, eventId, doc);
      await publishCue(tx, eventId, { ...current, streamLive: true }, cue, programTime);
      const now = Date.now();
      const lastDrop = typeof doc.data.lastDropAt === 'number' ? doc.data.lastDropAt : null;
      const startTimes = withRestart(current.startTimes, now, lastDrop);
      tx.update(path, { streamLive: true, dropLive: false, startTimes, updatedAt: serverTimestamp() });
      writeLog(tx, { eventId, streamId, uid, type: 'go_live', startTimes });
      return 'on-air';
    });
    if (outcome === 'refused') throw failedPrecondition(NO_SOURCE);
    if (outcome === 'on-air' && stream.wowzaID) await ctx.services.encoder?.resumeViewing?.(stream.wowzaID);
    return {};
  },
};

export const stopLive: ApiHandler<'stopLive'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    const stoppedAt = Date.now();
    const viewersStopped = await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (!current.streamLive) return false;
      if (current.rehearsal) {
        tx.update(path, { streamLive: false, dropLive: true, updatedAt: serverTimestamp() });
        return false;
      }
      await announceOnAir(tx, eventId, { ...current, streamLive: false });
      tx.update(path, { streamLive: false, dropLive: true, lastDropAt: Date.now(), updatedAt: serverTimestamp() });
      writeLog(tx, { eventId, streamId, uid, type: 'drop_live', startTimes: current.startTimes });
      return true;
    });
    // Viewers, seconds behind, play on to what the source sent at the stop.
    if (viewersStopped && stream.wowzaID) await ctx.services.encoder?.endViewing?.(stream.wowzaID, stoppedAt);
    return {};
  },
};

export const createRecording: ApiHandler<'createRecording'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path, uid, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    if (stream.masterVideo) throw failedPrecondition('The stream has its recording already.');
    if (stream.rehearsal) throw failedPrecondition(livetoolMessages.recordingInRehearsal);
    const transcoderId = requireTranscoder(stream);
    const encoder = requireEncoder(ctx);
    const stoppedAt = Date.now();
    // The stream is a VOD before the encoder starts: its report (even an immediate failure) lands after.
    const viewersStopped = await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (current.rehearsal) throw failedPrecondition(livetoolMessages.recordingInRehearsal);
      await announceOnAir(tx, eventId, { ...current, streamLive: false, vod: true });
      tx.update(path, { streamLive: false, dropLive: false, vod: true, masterError: deleteField(), updatedAt: serverTimestamp() });
      if (!current.vod) writeLog(tx, { eventId, streamId, uid, type: 'end_live', startTimes: current.startTimes });
      return current.streamLive;
    });
    if (viewersStopped) await encoder.endViewing?.(transcoderId, stoppedAt);
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
