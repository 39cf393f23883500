/**
 * The presenters' calls (spec 001 sections 2.5, 2.6 and 4.5; issue 15): the presenter view and
 * the presenter tool act only through these, never by writing documents. Each call carries the
 * link's id and token; the link must hold that token, must not have expired and must be for the
 * event and stream named, checked before the call and again inside its transaction, so a link
 * revoked meanwhile changes nothing. Slides move through the operator's own cut
 * (`commitProgramChange`), so viewers see a presenter's slide in step with the video.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DECKS } from '@domain/decks/deck';
import { serverTimestamp } from '@domain/documents/values';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { readProgram } from '@domain/livetool/program';
import { linkExpired, PRESENTER_LINK, PRESENTER_LINKS, presenterTexts, readPresenterLink, type PresenterLink } from '@domain/presenting/presenter-link';
import { NO_PRESENTER_CONTROL, readPresenting, withMember, withoutMember } from '@domain/presenting/presenter-pool';
import { slideControlTexts } from '@domain/presenting/slide-control';
import { readStream, STREAM, STREAMS } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import { HttpError, invalidArgument, permissionDenied, tooManyRequests } from '../http/errors';
import type { WindowSpec } from '../limits/limit-counter';
import type { ApiContext, ApiHandler } from './handler-types';
import { commitProgramChange, isMissingSlide, requireDeck, slideCue, slidesOf } from './livetool-handlers';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminTransaction } from './services';
import { failedPrecondition } from './stream-access';

type Credential = { linkId: string; token: string; eventId: string; streamId: string };

function sameToken(held: string, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(held);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link if the credential holds for this event and stream now; refused (403) otherwise. */
function validLink(stored: AdminDoc | null, { linkId, token, eventId, streamId }: Credential): PresenterLink {
  // Missing, forged, revoked or expired: one answer, so a guess learns nothing.
  if (!stored || !sameToken(token, stored.data.token) || linkExpired(stored.data.expires, Date.now())) throw permissionDenied(presenterTexts.noPermission);
  const link = readPresenterLink(linkId, stored.data);
  if (link.eventID !== eventId || link.streamID !== streamId) throw permissionDenied(presenterTexts.wrongStream);
  return link;
}

/**
 * Credentials refused per address in 10 minutes: a presenter's own calls give their try back, so
 * only guesses stay counted. Counted where the server's other limits are (`services.limits`).
 */
export const PRESENTER_GUESS_LIMIT: WindowSpec = { name: 'presenter-guesses', limit: 30, windowMs: 10 * 60_000 };

async function checkedLink(ctx: ApiContext, credential: Credential): Promise<PresenterLink> {
  // Taken before the check, so guesses sent together cannot all pass it.
  const attempt = await ctx.services.limits.takeAll([{ window: PRESENTER_GUESS_LIMIT, key: ctx.clientAddress }]);
  if (!attempt.ok) throw tooManyRequests('resource-exhausted', presenterTexts.tooManyTries, attempt.retryAfterMs);
  if (!isDocId(PRESENTER_LINKS, credential.linkId)) throw permissionDenied(presenterTexts.noPermission);
  const link = validLink(await ctx.services.docs.get(PRESENTER_LINK(credential.linkId)), credential);
  await attempt.refund();
  return link;
}

const streamPathOf = ({ eventId, streamId }: Credential) => {
  if (!isDocId('events', eventId) || !isDocId(STREAMS(eventId), streamId)) throw permissionDenied(presenterTexts.wrongStream);
  return STREAM(eventId, streamId);
};

/**
 * Runs `work` on the stream in one transaction that reads the link again, so the link holds at
 * the moment the change lands.
 */
async function inStream<T>(ctx: ApiContext, credential: Credential, work: (tx: AdminTransaction, stream: AdminDoc, link: PresenterLink) => Promise<T> | T): Promise<T> {
  await checkedLink(ctx, credential);
  const path = streamPathOf(credential);
  return ctx.services.docs.runTransaction(async (tx) => {
    const link = validLink(await tx.get(PRESENTER_LINK(credential.linkId)), credential);
    const stream = await tx.get(path);
    if (!stream) throw failedPrecondition(streamMessages.streamMissing);
    return work(tx, stream, link);
  });
}

export const presenterSlides: ApiHandler<'presenterSlides'> = {
  access: 'public',
  async run(input, ctx) {
    const link = await checkedLink(ctx, input);
    if (link.removed) throw failedPrecondition(presenterTexts.removedByOperator);
    const stream = await ctx.services.docs.get(streamPathOf(input));
    const ids = [...new Set([link.deckID, readProgram(stream?.data).deckID].filter((id): id is string => id !== null && isDocId(DECKS(input.eventId), id)))];
    const decks = await Promise.all(ids.map((id) => ctx.services.docs.get(`${DECKS(input.eventId)}/${id}`)));
    // A presentation deleted from the media bank took its slides' images along: those slides say so instead.
    const used = [...new Set(decks.flatMap((deck) => (deck ? slidesOf(deck).map((slide) => slide.presentation) : [])))];
    const gone = new Set((await Promise.all(used.map(async (presentation) => ((await isMissingSlide(ctx.services.docs, { presentation })) ? [presentation] : [])))).flat());
    return {
      decks: decks.flatMap((deck) => {
        if (!deck) return [];
        return [
          {
            id: deck.id,
            title: typeof deck.data.title === 'string' ? deck.data.title : '',
            slides: slidesOf(deck).map(({ url, aspectRatio, notes, presentation }) => {
              const missing = gone.has(presentation);
              // Notes reach the presenter only when the link allows them.
              return { url: missing ? '' : url, aspectRatio, notes: link.notes ? notes : '', missing };
            }),
          },
        ];
      }),
    };
  },
};

export const joinPresenting: ApiHandler<'joinPresenting'> = {
  access: 'public',
  run: (input, ctx) =>
    inStream(ctx, input, (tx, stream, link) => {
      if (link.removed) throw failedPrecondition(presenterTexts.removedByOperator);
      const name = input.name.trim() || link.name;
      if (!name) throw invalidArgument(presenterTexts.toolNameRequired);
      tx.update(stream.path, { presenterPool: withMember(readPresenting(stream.data).pool, { id: link.id, name: name.slice(0, 200) }), updatedAt: serverTimestamp() });
      return {};
    }),
};

export const leavePresenting: ApiHandler<'leavePresenting'> = {
  access: 'public',
  run: (input, ctx) =>
    inStream(ctx, input, (tx, stream, link) => {
      const { pool, control } = readPresenting(stream.data);
      tx.update(stream.path, { presenterPool: withoutMember(pool, link.id), ...(control === link.id ? NO_PRESENTER_CONTROL : {}), updatedAt: serverTimestamp() });
      return {};
    }),
};

/**
 * The page of a link that holds control (issue 29): the stream keeps the seat's public id, which
 * every page of the link reads, and the hash of its key, which only the page that took control
 * was given; a move must bring that key.
 */
const keyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

function holdsSeat(stream: AdminDoc, link: PresenterLink, seatKey: string): boolean {
  const seat = stream.data.presenterSeat as { keyHash?: unknown } | null | undefined;
  return readPresenting(stream.data).control === link.id && typeof seat?.keyHash === 'string' && sameToken(keyHash(seatKey), seat.keyHash);
}

/** The presenter must be in the pool: one the operator removed is told so, and may not act. */
function requireInPool(stream: AdminDoc, link: PresenterLink): void {
  if (!readPresenting(stream.data).pool.some((m) => m.id === link.id)) throw failedPrecondition(presenterTexts.notInPool);
}

export const takePresenterControl: ApiHandler<'takePresenterControl'> = {
  access: 'public',
  run: (input, ctx) =>
    inStream(ctx, input, (tx, stream, link) => {
      if (!link.controls) throw permissionDenied(presenterTexts.noControls);
      requireInPool(stream, link);
      const seatId = randomBytes(12).toString('base64url');
      const seatKey = randomBytes(24).toString('base64url');
      // The operator's next-up pane follows the holder from the slide they start on.
      const { presenterCurrent } = readProgram(stream.data);
      tx.update(stream.path, {
        presenterControl: link.id,
        presenterSeat: { id: seatId, keyHash: keyHash(seatKey) },
        ...(presenterCurrent === null ? {} : { presenterNext: presenterCurrent }),
        updatedAt: serverTimestamp(),
      });
      return { seatId, seatKey };
    }),
};

export const releasePresenterControl: ApiHandler<'releasePresenterControl'> = {
  access: 'public',
  run: (input, ctx) =>
    inStream(ctx, input, (tx, stream, link) => {
      if (holdsSeat(stream, link, input.seatKey)) tx.update(stream.path, { ...NO_PRESENTER_CONTROL, updatedAt: serverTimestamp() });
      return {};
    }),
};

export const presentSlide: ApiHandler<'presentSlide'> = {
  access: 'public',
  async run(input, ctx) {
    const first = await checkedLink(ctx, input);
    if (!first.controls) throw permissionDenied(presenterTexts.noControls);
    const path = streamPathOf(input);
    const stream = await ctx.services.docs.get(path);
    if (!stream) throw failedPrecondition(streamMessages.streamMissing);
    return commitProgramChange(ctx, input.eventId, path, readStream(stream.id, stream.data).wowzaID, async (tx, doc) => {
      const link = validLink(await tx.get(PRESENTER_LINK(input.linkId)), input);
      if (!link.controls) throw permissionDenied(presenterTexts.noControls);
      if (readPresenting(doc.data).control !== link.id) throw failedPrecondition(presenterTexts.notInControl);
      if (!holdsSeat(doc, link, input.seatKey)) throw failedPrecondition(slideControlTexts.otherPage);
      const program = readProgram(doc.data);
      const deckId = link.deckID ?? program.deckID;
      if (!deckId) throw failedPrecondition(presenterTexts.noDeck);
      const slides = await requireDeck(tx, input.eventId, deckId);
      const sameDeck = program.deckID === deckId;
      const current = sameDeck ? program.presenterCurrent : null;
      // Two presses made on the same slide: the first moves it, the second finds it moved.
      if (current !== input.from) throw new HttpError(409, 'aborted', presenterTexts.changedMeanwhile);
      const pastTheLast = input.from !== null && input.from >= slides.length - 1;
      const cue = await slideCue(tx, deckId, slides, input.index, () =>
        failedPrecondition(pastTheLast ? presenterTexts.lastSlide : livetoolMessages.slideOutOfRange(input.index, slides.length)),
      );
      return {
        presenterCurrent: input.index,
        cue,
        // The operator's next-up pane follows the holder's slide, so a take-over starts from where they are.
        extra: { presenterNext: input.index, ...(sameDeck ? {} : { deckID: deckId }) },
      };
    });
  },
};
