/**
 * The operator console's calls beyond the slides (spec 001 sections 2.2 and 4.1, issue 14):
 * Mark chapter, the rehearsal switch, the event state buttons, and the picker's Finish preview.
 * Producers and owners.
 *
 * A rehearsal lets the console run everything while viewers see none of it: the server keeps
 * every cue out of the viewers' log (stream-cues.ts), tells viewers the stream is off air
 * (watchStream), writes no logs or start times, and keeps the event state the rehearsal plays
 * with on the stream instead of the event. Switching it off starts clean: PROGRAM hidden, the
 * first slide next up, the stream off air as it was before, the rehearsal's event state dropped.
 * The viewers' cue log got nothing from the rehearsal, so it goes on from where it was.
 */
import { deleteField, serverTimestamp } from '@domain/documents/values';
import { chapterMessages, checkChapter } from '@domain/livetool/chapter';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { viewersOnAir } from '@domain/livetool/on-air';
import { readStream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { invalidArgument } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { failedPrecondition, streamFor } from './stream-access';
import { programNow, publishCue } from './stream-cues';
import { writeLog } from './stream-logs';

export const markChapter: ApiHandler<'markChapter'> = {
  access: 'signed-in',
  async run({ eventId, streamId, title, description }, ctx) {
    const chapter = checkChapter({ title, description });
    if (!chapter.ok) throw invalidArgument(chapter.error);
    const { path, stream } = await streamFor(ctx, eventId, streamId, 'producer');
    const programTime = programNow(ctx, stream.wowzaID);
    return ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (!current.streamLive || current.vod) throw failedPrecondition(chapterMessages.notLive);
      return publishCue(tx, eventId, current, { kind: 'chapter', chapter: { title: chapter.title, description: chapter.description } }, programTime);
    });
  },
};

export const setRehearsal: ApiHandler<'setRehearsal'> = {
  access: 'signed-in',
  async run({ eventId, streamId, on }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'producer');
    await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const current = readStream(doc.id, doc.data);
      if (current.rehearsal === on) return;
      if (on) {
        if (current.vod) throw failedPrecondition(livetoolMessages.streamEndedRehearsal);
        if (viewersOnAir(current)) throw failedPrecondition(livetoolMessages.rehearsalWhileLive);
        const event = await tx.get(`events/${eventId}`);
        const state = event?.data.state;
        tx.update(path, {
          rehearsal: true,
          rehearsalState: typeof state === 'string' ? state : null,
          rehearsalDropLive: current.dropLive,
          updatedAt: serverTimestamp(),
        });
        return;
      }
      tx.update(path, {
        rehearsal: false,
        rehearsalState: deleteField(),
        rehearsalDropLive: deleteField(),
        streamLive: false,
        dropLive: doc.data.rehearsalDropLive === true,
        presenterCurrent: null,
        presenterNext: 0,
        updatedAt: serverTimestamp(),
      });
    });
    return {};
  },
};

export const changeEventState: ApiHandler<'changeEventState'> = {
  access: 'signed-in',
  async run({ eventId, streamId, state }, ctx) {
    const { path, uid } = await streamFor(ctx, eventId, streamId, 'producer');
    return ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      const event = await tx.get(`events/${eventId}`);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      if (!event) throw failedPrecondition(streamMessages.missingEvent);
      const current = readStream(doc.id, doc.data);
      if (current.rehearsal) {
        tx.update(path, { rehearsalState: state, updatedAt: serverTimestamp() });
        return { rehearsal: true };
      }
      const before = typeof event.data.state === 'string' ? event.data.state : null;
      if (before === state) return { rehearsal: false };
      tx.update(event.path, { state });
      writeLog(tx, { eventId, streamId, uid, type: 'state_change', startTimes: current.startTimes, payload: { from: before, after: state } });
      return { rehearsal: false };
    });
  },
};

export const finishPreview: ApiHandler<'finishPreview'> = {
  access: 'signed-in',
  async run({ eventId, streamId }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'producer');
    await ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      if (doc.data.vod === true) throw failedPrecondition(livetoolMessages.streamEnded);
      if (doc.data.preview !== true) tx.update(path, { preview: true, updatedAt: serverTimestamp() });
    });
    return {};
  },
};
