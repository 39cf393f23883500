/**
 * The `/api` calls of polls and Zoom meetings (issue 16), spread into `apiContracts`
 * (contracts.ts). Every poll and meeting write goes through them: the server checks the caller's
 * role, the fields and, for the live tool's calls, that the stream is live.
 */
import { z } from 'zod';
import { pollLimits } from '../polls/poll';
import { pollInputSchema } from '../polls/poll-input';
import { sitePass } from './page-contracts';
import { zoomInputSchema } from '../zoom/zoom-meeting';

const id = z.string().min(1).max(200);
const stream = { eventId: id, streamId: id };
/** Like the live tool's cue calls: whether viewers see it, and its place in the stream. */
const cueResult = z.object({ onAir: z.boolean(), seq: z.number().int().nullable(), at: z.number().nullable() });

export const pollContracts = {
  /** Creates (no `pollId`) or updates a poll; producers. Answers its id. */
  savePoll: {
    input: z.object({ eventId: id, pollId: id.optional(), poll: pollInputSchema }).strict(),
    output: z.object({ pollId: z.string() }),
  },
  /** Deletes a poll with its votes and results; producers. */
  deletePoll: {
    input: z.object({ eventId: id, pollId: id }).strict(),
    output: z.object({}),
  },
  /**
   * A vote: an option (select, rating) or an answer (input), from a signed-in user, a registered
   * viewer or a holder of the event's voter token this call issued before (none yet: it issues
   * one, a limited number per network). `pass`: the viewer's site pass, needed when the site is
   * not open (server/api/site-gate.ts) and to vote as a registered viewer. Answers the token to keep.
   */
  votePoll: {
    input: z
      .object({
        eventId: id,
        pollId: id,
        optionId: z.string().min(1).max(40).optional(),
        answer: z.string().max(pollLimits.answerMaxLength * 4).optional(),
        voterToken: z.string().max(100).optional(),
        pass: sitePass.optional(),
      })
      .strict(),
    output: z.object({ voterToken: z.string().nullable() }),
  },
  /** The input poll's answers, newest first (at most 10,000), for the export; producers. */
  pollAnswers: {
    input: z.object({ eventId: id, pollId: id }).strict(),
    output: z.object({ answers: z.array(z.object({ answer: z.string(), at: z.number() })), truncated: z.boolean() }),
  },
  /** Makes and replaces the poll slideshow's encoder link; producers. Answers its token. */
  rotateEncoderLink: {
    input: z.object({ eventId: id }).strict(),
    output: z.object({ token: z.string() }),
  },
  /** Activate (spec 001 section 4.2): the poll opens for votes and shows in the stream; only while live. */
  activatePoll: { input: z.object({ ...stream, pollId: id }).strict(), output: cueResult },
  /** Hide: the poll closes and leaves the stream; only while live. */
  hidePoll: { input: z.object({ ...stream, pollId: id }).strict(), output: cueResult },
  /** Adds a Zoom meeting (spec 001 section 2.9); owners. */
  addZoomMeeting: {
    input: z.object({ eventId: id, meeting: zoomInputSchema }).strict(),
    output: z.object({ meetingId: z.string() }),
  },
  /** Removes a Zoom meeting; owners. */
  deleteZoomMeeting: {
    input: z.object({ eventId: id, meetingId: id }).strict(),
    output: z.object({}),
  },
  /** Activate a Zoom meeting in the stream (spec 001 section 7, inject Zoom); only while live. */
  activateZoom: { input: z.object({ ...stream, meetingId: id }).strict(), output: cueResult },
  /** Takes the Zoom meeting out of the stream; only while live. */
  hideZoom: { input: z.object(stream).strict(), output: cueResult },
} as const;
