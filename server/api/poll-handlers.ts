/**
 * The poll calls (spec 001 sections 2.8, 3, 5 and 8, issue 16): producers create, edit and delete
 * polls and make the slideshow's encoder link. The server stamps eventID, createdAt and the option
 * ids, keeps the live flags (activatePoll and hidePoll change them) and makes each poll's results
 * document with it, so a chart always has one document to read.
 */
import { randomBytes } from 'node:crypto';
import { serverTimestamp } from '@domain/documents/values';
import { ENCODER_LINK } from '@domain/polls/encoder-link';
import { newPollId, optionData, POLL, POLLS, pollMessages, readPoll, type PollOption } from '@domain/polls/poll';
import { pollProblem, type PollInput } from '@domain/polls/poll-input';
import { emptyTally, POLL_RESULT, POLL_VOTES } from '@domain/polls/poll-results';
import { invalidArgument, notFound } from '../http/errors';
import type { ApiHandler } from './handler-types';
import { requireEventRole } from './page-access';
import { isDocId } from './resource-roles';
import type { AdminDocs } from './services';

const LINK_TOKEN_BYTES = 24;
const MAX_EXPORTED_ANSWERS = 10_000;
/** Votes removed per transaction when a poll is deleted (within a commit's 500 writes). */
const DELETE_CHUNK = 400;

const newOptionId = () => randomBytes(6).toString('base64url');

/** The editor's options with their ids: kept where the poll had them, new ones made. */
function optionsFor(input: PollInput, stored: readonly PollOption[]): PollOption[] {
  if (input.type !== 'select') return [];
  const known = new Set(stored.map((o) => o.id));
  const used = new Set<string>();
  return input.options.map((o) => {
    const id = o.id && known.has(o.id) && !used.has(o.id) ? o.id : newOptionId();
    used.add(id);
    return { id, text: o.text.trim() };
  });
}

async function existingPoll(docs: Pick<AdminDocs, 'get'>, eventId: string, pollId: string) {
  const doc = isDocId(POLLS(eventId), pollId) ? await docs.get(POLL(eventId, pollId)) : null;
  if (!doc) throw notFound(pollMessages.noPoll);
  return doc;
}

export const savePoll: ApiHandler<'savePoll'> = {
  access: 'signed-in',
  async run({ eventId, pollId, poll }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    const problem = pollProblem(poll);
    if (problem) throw invalidArgument(problem);
    const fields = { question: poll.question.trim(), subtext: poll.subtext.trim(), type: poll.type, chart: poll.chart, colorPalette: poll.colorPalette, bgColor: poll.bgColor.toLowerCase(), voters: poll.voters };
    const id = pollId ?? newPollId();
    await docs.runTransaction(async (tx) => {
      if (pollId === undefined) {
        tx.set(POLL(eventId, id), {
          ...fields,
          data: optionData(optionsFor(poll, [])),
          eventID: eventId,
          active: false,
          streamOverlay: false,
          showInStream: false,
          createdAt: serverTimestamp(),
          createdBy: auth!.uid,
        });
        tx.set(POLL_RESULT(eventId, id), { ...emptyTally(), updatedAt: serverTimestamp() });
        return;
      }
      const stored = isDocId(POLLS(eventId), pollId) ? await tx.get(POLL(eventId, pollId)) : null;
      if (!stored) throw notFound(pollMessages.noPoll);
      tx.update(POLL(eventId, id), { ...fields, data: optionData(optionsFor(poll, readPoll(pollId, stored.data).options)), updatedAt: serverTimestamp() });
    });
    return { pollId: id };
  },
};

export const deletePoll: ApiHandler<'deletePoll'> = {
  access: 'signed-in',
  async run({ eventId, pollId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    await existingPoll(docs, eventId, pollId);
    // The poll goes first, so no vote lands while its votes are removed (votePoll needs the poll).
    await docs.runTransaction(async (tx) => {
      tx.delete(POLL(eventId, pollId));
      tx.delete(POLL_RESULT(eventId, pollId));
    });
    for (;;) {
      const votes = await docs.list({ path: POLL_VOTES(eventId, pollId), limit: DELETE_CHUNK });
      if (votes.length === 0) break;
      await docs.runTransaction(async (tx) => votes.forEach((v) => tx.delete(v.path)));
    }
    return {};
  },
};

export const pollAnswers: ApiHandler<'pollAnswers'> = {
  access: 'signed-in',
  async run({ eventId, pollId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    await existingPoll(docs, eventId, pollId);
    const votes = await docs.list({ path: POLL_VOTES(eventId, pollId), orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_EXPORTED_ANSWERS + 1 });
    const answers = votes
      .slice(0, MAX_EXPORTED_ANSWERS)
      .flatMap((v) => (typeof v.data.answer === 'string' ? [{ answer: v.data.answer, at: v.data.createdAt instanceof Date ? v.data.createdAt.getTime() : 0 }] : []));
    return { answers, truncated: votes.length > MAX_EXPORTED_ANSWERS };
  },
};

export const rotateEncoderLink: ApiHandler<'rotateEncoderLink'> = {
  access: 'signed-in',
  async run({ eventId }, { auth, services: { docs } }) {
    await requireEventRole(docs, auth, eventId, 'producer');
    if (!(await docs.get(`events/${eventId}`))) throw notFound('There is no such event.');
    const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
    await docs.runTransaction(async (tx) => tx.set(ENCODER_LINK(eventId), { token, eventID: eventId, rotatedAt: serverTimestamp(), rotatedBy: auth!.uid }));
    return { token };
  },
};
