/**
 * The console's Polls and Zooms tabs (spec 001 sections 2.2, 4.2 and 7, issue 16): producers
 * activate and hide a poll, and activate and take out a Zoom meeting, only while the stream is
 * live. Each change is one transaction over the stream and the poll, and a cue stamped with the
 * stream's program time (domain/polls/stream-injects.ts) that viewers' players follow, as they
 * follow the slide cuts. The stream shows one poll at a time: activating another hides the first.
 */
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { POLL, POLLS, pollMessages, readPoll } from '@domain/polls/poll';
import { activeInjects, readInjectSync, withInject, type InjectCueBody } from '@domain/polls/stream-injects';
import { readStream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { readZoomMeeting, ZOOM_MEETING, ZOOM_MEETINGS, zoomMessages } from '@domain/zoom/zoom-meeting';
import { notFound } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { programNow } from './livetool-handlers';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminTransaction } from './services';
import { failedPrecondition, streamFor } from './stream-access';
import { viewableStreamDoc } from './viewer-handlers';

type CueResult = { onAir: boolean; seq: number | null; at: number | null };
type Decision = { cue: InjectCueBody | null; stream: WriteData };

/** Runs `decide` in the stream's transaction, refusing a stream that is not live, and stores its cue. */
async function changeInjects(ctx: ApiContext, eventId: string, streamId: string, notLive: string, decide: (tx: AdminTransaction, stream: AdminDoc) => Promise<Decision>): Promise<CueResult> {
  const { path, stream } = await streamFor(ctx, eventId, streamId, 'producer');
  const programTime = programNow(ctx, stream.wowzaID);
  return ctx.services.docs.runTransaction(async (tx) => {
    const doc = await tx.get(path);
    if (!doc) throw failedPrecondition(streamMessages.streamMissing);
    const current = readStream(doc.id, doc.data);
    if (!current.streamLive || current.vod) throw failedPrecondition(notLive);
    const decision = await decide(tx, doc);
    const update: WriteData = { ...decision.stream, updatedAt: serverTimestamp() };
    let result: CueResult = { onAir: true, seq: null, at: null };
    if (decision.cue) {
      const { sync, cue } = withInject(readInjectSync(doc.data.injectSync as Record<string, unknown> | undefined), programTime, decision.cue);
      update.injectSync = sync;
      result = { onAir: true, seq: cue.seq, at: cue.at };
    }
    tx.update(path, update);
    return result;
  });
}

async function pollIn(tx: AdminTransaction, eventId: string, pollId: string) {
  const doc = isDocId(POLLS(eventId), pollId) ? await tx.get(POLL(eventId, pollId)) : null;
  if (!doc) throw notFound(pollMessages.noPoll);
  return readPoll(pollId, doc.data);
}

const closedFields = { active: false, streamOverlay: false, showInStream: false };

export const activatePoll: ApiHandler<'activatePoll'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, pollId }, ctx) =>
    changeInjects(ctx, eventId, streamId, pollMessages.notLive, async (tx, stream) => {
      const poll = await pollIn(tx, eventId, pollId);
      const { activePoll } = activeInjects(stream.data);
      // Read before any write: a transaction reads first.
      const previous = activePoll && activePoll !== pollId && isDocId(POLLS(eventId), activePoll) ? await tx.get(POLL(eventId, activePoll)) : null;
      if (previous) tx.update(previous.path, closedFields);
      tx.update(POLL(eventId, pollId), { active: true, streamOverlay: true, showInStream: true, activeStream: streamId, activatedAt: serverTimestamp() });
      const { id, question, subtext, type, chart, options } = poll;
      return { cue: { kind: 'poll', poll: { id, question, subtext, type, chart, options } }, stream: { activePoll: pollId } };
    }),
};

export const hidePoll: ApiHandler<'hidePoll'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, pollId }, ctx) =>
    changeInjects(ctx, eventId, streamId, pollMessages.notLive, async (tx, stream): Promise<Decision> => {
      await pollIn(tx, eventId, pollId);
      tx.update(POLL(eventId, pollId), closedFields);
      // Only the poll the stream shows leaves the viewers' screens; another one just closes.
      const shown = activeInjects(stream.data).activePoll === pollId;
      return shown ? { cue: { kind: 'poll-hide' }, stream: { activePoll: null } } : { cue: null, stream: {} };
    }),
};

export const activateZoom: ApiHandler<'activateZoom'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, meetingId }, ctx) =>
    changeInjects(ctx, eventId, streamId, zoomMessages.notLive, async (tx) => {
      const doc = isDocId(ZOOM_MEETINGS, meetingId) ? await tx.get(ZOOM_MEETING(meetingId)) : null;
      const meeting = doc && readZoomMeeting(doc.id, doc.data);
      if (!meeting || meeting.resource !== eventId || meeting.joinLink === '') throw notFound(zoomMessages.noMeeting);
      return { cue: { kind: 'zoom', zoom: { id: meeting.id, topic: meeting.topic, joinLink: meeting.joinLink } }, stream: { activeZoom: meeting.id } };
    }),
};

export const hideZoom: ApiHandler<'hideZoom'> = {
  access: 'signed-in',
  run: ({ eventId, streamId }, ctx) => changeInjects(ctx, eventId, streamId, zoomMessages.notLive, async () => ({ cue: { kind: 'zoom-hide' }, stream: { activeZoom: null } })),
};

export const streamInjects: ApiHandler<'streamInjects'> = {
  access: 'public',
  async run({ eventId, streamId }, ctx) {
    const doc = await viewableStreamDoc(ctx, eventId, streamId);
    return { cues: readInjectSync(doc.data.injectSync as Record<string, unknown> | undefined).recent };
  },
};
