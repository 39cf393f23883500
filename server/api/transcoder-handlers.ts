/**
 * The transcoder calls of spec 001 section 7 (create-livestream, start-transcoder,
 * stop-transcoder, wowza-uptime, wowza-stop-and-delete-transcoder): producers and owners. The
 * encoder reports what follows (starting, running, a source...) as events, written by
 * applyEncoderEvent; these calls write what they decide themselves.
 */
import { deleteField, serverTimestamp } from '@domain/documents/values';
import { STREAM_ENCODER_SETTINGS, TRANSCODERS, VIEW_TOKENS } from '@domain/streams/stream';
import { chunkSizeOf, transcoderOutput } from '@domain/streams/transcoder-options';
import { UnknownTranscoderError } from '../encoder/port';
import type { ApiHandler } from './handler-types';
import { encoderCall, failedPrecondition, requireEncoder, requireTranscoder, streamFor } from './stream-access';
import { announceOnAir } from './stream-cues';

/** A viewer whose player reported within this long is watching now. */
export const WATCHING_WINDOW_MS = 60_000;
/** Counting viewers reads at most this many tokens. */
const MAX_COUNTED_VIEWERS = 5000;

export const createLivestream: ApiHandler<'createLivestream'> = {
  access: 'signed-in',
  async run({ eventId, streamId, options }, ctx) {
    const { stream, path } = await streamFor(ctx, eventId, streamId, 'producer');
    if (stream.vod) throw failedPrecondition('This stream is a VOD already.');
    if (stream.wowzaID) throw failedPrecondition('The stream has a transcoder already.');
    const encoder = requireEncoder(ctx);
    const created = await encoderCall(encoder.create({ name: stream.title, options }));
    try {
      await ctx.services.docs.runTransaction(async (tx) => {
        const current = await tx.get(path);
        if (!current) throw failedPrecondition('The stream was deleted meanwhile.');
        if (current.data.wowzaID) throw failedPrecondition('The stream has a transcoder already.');
        tx.set(`${TRANSCODERS}/${created.transcoderId}`, { eventID: eventId, streamID: streamId, encoder: encoder.kind, createdAt: serverTimestamp() });
        tx.set(STREAM_ENCODER_SETTINGS(eventId, streamId), {
          rtmp: created.ingest.rtmpUrl,
          username: created.ingest.username,
          password: created.ingest.password,
          transcoder: { stream_name: created.ingest.streamName },
        });
        tx.update(path, {
          wowzaID: created.transcoderId,
          transcoderStatus: 'stopped',
          type: options.type,
          direct: created.playbackUrl,
          setup: { ...options, chunkSize: chunkSizeOf(options.delay), output: transcoderOutput(options) },
          live: false,
          streamLive: false,
          dropLive: false,
          updatedAt: serverTimestamp(),
        });
      });
    } catch (error) {
      await encoder.remove(created.transcoderId).catch(() => undefined);
      throw error;
    }
    await encoderCall(encoder.start(created.transcoderId));
    return { transcoderId: created.transcoderId };
  },
};

export const startTranscoder: ApiHandler<'startTranscoder'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { stream } = await streamFor(ctx, eventId, streamId, 'producer');
    await encoderCall(requireEncoder(ctx).start(requireTranscoder(stream)));
    return {};
  },
};

export const stopTranscoder: ApiHandler<'stopTranscoder'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { stream } = await streamFor(ctx, eventId, streamId, 'producer');
    await encoderCall(requireEncoder(ctx).stop(requireTranscoder(stream)));
    return {};
  },
};

export const transcoderUptime: ApiHandler<'transcoderUptime'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { stream, path } = await streamFor(ctx, eventId, streamId, 'producer');
    const metrics = await encoderCall(requireEncoder(ctx).metrics(requireTranscoder(stream)));
    const watching = await ctx.services.docs.list({
      path: VIEW_TOKENS(eventId),
      where: [
        { field: 'streamID', op: '==', value: streamId },
        { field: 'updatedAt', op: '>=', value: new Date(Date.now() - WATCHING_WINDOW_MS) },
      ],
      limit: MAX_COUNTED_VIEWERS,
    });
    // One viewer however many tokens they made (a reload, a player that started again after the encoder reconnected).
    const viewers = new Set(watching.map((token) => (typeof token.data.viewerKey === 'string' ? token.data.viewerKey : token.id))).size;
    const bitsInKbps = metrics.bitsInKbps === null ? null : Math.round(metrics.bitsInKbps * 10) / 10;
    await ctx.services.docs.runTransaction(async (tx) => {
      if (!(await tx.get(path))) return;
      tx.update(path, {
        uptime: {
          current: {
            bits_in_rate: { value: bitsInKbps, units: 'Kbps' },
            unique_views: { value: viewers },
            uptime_seconds: { value: metrics.uptimeSeconds },
          },
          updatedAt: serverTimestamp(),
        },
      });
    });
    return { connected: metrics.connected, bitsInKbps, uptimeSeconds: metrics.uptimeSeconds, uniqueViews: viewers };
  },
};

export const deleteTranscoder: ApiHandler<'deleteTranscoder'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { stream, path } = await streamFor(ctx, eventId, streamId, 'producer');
    const transcoderId = requireTranscoder(stream);
    await encoderCall(
      requireEncoder(ctx)
        .remove(transcoderId)
        .catch((error: unknown) => {
          if (!(error instanceof UnknownTranscoderError)) throw error;
        }),
    );
    await ctx.services.docs.runTransaction(async (tx) => {
      // Viewers on air lose the video with the transcoder: their pages hear it at once.
      await announceOnAir(tx, eventId, { ...stream, streamLive: false });
      tx.delete(`${TRANSCODERS}/${transcoderId}`);
      tx.delete(STREAM_ENCODER_SETTINGS(eventId, streamId));
      tx.update(path, {
        wowzaID: deleteField(),
        transcoderStatus: deleteField(),
        direct: deleteField(),
        setup: deleteField(),
        uptime: deleteField(),
        webhook: deleteField(),
        live: false,
        streamLive: false,
        dropLive: false,
        updatedAt: serverTimestamp(),
      });
    });
    return {};
  },
};
