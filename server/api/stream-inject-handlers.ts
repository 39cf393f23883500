/**
 * The console's Polls and Zooms tabs (spec 001 sections 2.2, 4.2 and 7, issue 16): producers
 * activate and hide a poll, and activate and take out a Zoom meeting, only while viewers are on
 * air (a rehearsal keeps everything from viewers, and a poll is for them). Each change is one
 * transaction over the stream and the poll and a cue of the stream's cue log (stream-cues.ts) that
 * viewers' players follow, as they follow the slide cuts. The stream shows one poll at a time:
 * activating another closes the first.
 */
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { viewersOnAir } from '@domain/livetool/on-air';
import type { CueContent } from '@domain/livetool/stream-cues';
import { POLL, POLLS, pollMessages, readPoll } from '@domain/polls/poll';
import { activeInjects } from '@domain/polls/stream-injects';
import { readStream, type Stream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { readZoomMeeting, ZOOM_MEETING, ZOOM_MEETINGS, zoomMessages } from '@domain/zoom/zoom-meeting';
import { notFound } from '../http/errors';
import type { ApiContext, ApiHandler } from './handler-types';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminTransaction } from './services';
import { failedPrecondition, streamFor } from './stream-access';
import { programNow, publishCue, type CueResult } from './stream-cues';

type Decision = { cue: CueContent | null; stream: WriteData; writes?: [path: string, data: WriteData][] };
type Refusals = { notLive: string; rehearsal: string };

/**
 * Runs `decide` (reads only) in the stream's transaction, refusing a stream whose viewers are not
 * on air, then publishes its cue and writes what it decided.
 */
async function changeInjects(ctx: ApiContext, eventId: string, streamId: string, refusals: Refusals, decide: (tx: AdminTransaction, stream: AdminDoc) => Promise<Decision>): Promise<CueResult> {
  const { path, stream } = await streamFor(ctx, eventId, streamId, 'producer');
  const programTime = programNow(ctx, stream.wowzaID);
  return ctx.services.docs.runTransaction(async (tx) => {
    const doc = await tx.get(path);
    if (!doc) throw failedPrecondition(streamMessages.streamMissing);
    const current: Stream = readStream(doc.id, doc.data);
    if (!current.streamLive || current.vod) throw failedPrecondition(refusals.notLive);
    if (!viewersOnAir(current)) throw failedPrecondition(refusals.rehearsal);
    const decision = await decide(tx, doc);
    const result = decision.cue ? await publishCue(tx, eventId, current, decision.cue, programTime) : { onAir: true, seq: null, at: null };
    for (const [at, data] of decision.writes ?? []) tx.update(at, data);
    tx.update(path, { ...decision.stream, updatedAt: serverTimestamp() });
    return result;
  });
}

async function pollIn(tx: AdminTransaction, eventId: string, pollId: string) {
  const doc = isDocId(POLLS(eventId), pollId) ? await tx.get(POLL(eventId, pollId)) : null;
  if (!doc) throw notFound(pollMessages.noPoll);
  return readPoll(pollId, doc.data);
}

const POLL_REFUSALS: Refusals = { notLive: pollMessages.notLive, rehearsal: pollMessages.rehearsal };
const ZOOM_REFUSALS: Refusals = { notLive: zoomMessages.notLive, rehearsal: zoomMessages.rehearsal };
const closedFields = { active: false, streamOverlay: false, showInStream: false };

export const activatePoll: ApiHandler<'activatePoll'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, pollId }, ctx) =>
    changeInjects(ctx, eventId, streamId, POLL_REFUSALS, async (tx, stream) => {
      const poll = await pollIn(tx, eventId, pollId);
      const { activePoll } = activeInjects(stream.data);
      const previous = activePoll && activePoll !== pollId && isDocId(POLLS(eventId), activePoll) ? await tx.get(POLL(eventId, activePoll)) : null;
      const { id, question, subtext, type, chart, options } = poll;
      return {
        cue: { kind: 'poll', poll: { id, question, subtext, type, chart, options } },
        stream: { activePoll: pollId },
        writes: [
          ...(previous ? [[previous.path, closedFields] as [string, WriteData]] : []),
          [POLL(eventId, pollId), { active: true, streamOverlay: true, showInStream: true, activeStream: streamId, activatedAt: serverTimestamp() }],
        ],
      };
    }),
};

export const hidePoll: ApiHandler<'hidePoll'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, pollId }, ctx) =>
    changeInjects(ctx, eventId, streamId, POLL_REFUSALS, async (tx, stream): Promise<Decision> => {
      await pollIn(tx, eventId, pollId);
      const writes: Decision['writes'] = [[POLL(eventId, pollId), closedFields]];
      // Only the poll the stream shows leaves the viewers' screens; another one just closes.
      const shown = activeInjects(stream.data).activePoll === pollId;
      return shown ? { cue: { kind: 'poll-hide' }, stream: { activePoll: null }, writes } : { cue: null, stream: {}, writes };
    }),
};

export const activateZoom: ApiHandler<'activateZoom'> = {
  access: 'signed-in',
  run: ({ eventId, streamId, meetingId }, ctx) =>
    changeInjects(ctx, eventId, streamId, ZOOM_REFUSALS, async (tx) => {
      const doc = isDocId(ZOOM_MEETINGS, meetingId) ? await tx.get(ZOOM_MEETING(meetingId)) : null;
      const meeting = doc && readZoomMeeting(doc.id, doc.data);
      if (!meeting || meeting.resource !== eventId || meeting.joinLink === '') throw notFound(zoomMessages.noMeeting);
      return { cue: { kind: 'zoom', zoom: { id: meeting.id, topic: meeting.topic, joinLink: meeting.joinLink } }, stream: { activeZoom: meeting.id } };
    }),
};

export const hideZoom: ApiHandler<'hideZoom'> = {
  access: 'signed-in',
  run: ({ eventId, streamId }, ctx) => changeInjects(ctx, eventId, streamId, ZOOM_REFUSALS, async () => ({ cue: { kind: 'zoom-hide' }, stream: { activeZoom: null } })),
};
