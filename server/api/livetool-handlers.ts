/**
 * The live tool's slide calls (spec 001 sections 2.2 and 4.3, issue 14): producers and owners
 * move the next-up pane, cut a slide to PROGRAM, hide it and change the deck. Each decision is
 * taken in one transaction over the stream and its deck, so of two operators acting at once one
 * goes first and both consoles end up showing the same panes. While viewers are on air a cut is
 * also a cue stamped with the moment of the stream it belongs to (domain/livetool/stream-cues),
 * which viewers' players follow; while they are not (not live, or a rehearsal), only the
 * operators' panes change.
 */
import { DECKS } from '@domain/decks/deck';
import { mediaPath, MEDIA_STORAGE } from '@domain/media/media-record';
import { serverTimestamp, type WriteData } from '@domain/documents/values';
import { livetoolMessages } from '@domain/livetool/livetool-messages';
import { nextSlide, previousSlide, readProgram } from '@domain/livetool/program';
import type { CueContent } from '@domain/livetool/stream-cues';
import { NO_PRESENTER_CONTROL, readPresenting } from '@domain/presenting/presenter-pool';
import { operatorRefusal } from '@domain/presenting/slide-control';
import { readStream } from '@domain/streams/stream';
import { streamMessages } from '@domain/streams/stream-messages';
import type { ApiContext, ApiHandler } from './handler-types';
import { isDocId } from './resource-roles';
import type { AdminDoc, AdminTransaction } from './services';
import { failedPrecondition, streamFor } from './stream-access';
import { programNow, publishCue, type CueResult } from './stream-cues';

/** `presentation`: the media item the slide came from ('' for none). */
type Slide = { url: string; aspectRatio: number; notes: string; presentation: string };

/** A deck's slides as stored, each field read as its type or its default. */
export function slidesOf(deck: AdminDoc): Slide[] {
  const slides = Array.isArray(deck.data.slides) ? deck.data.slides : [];
  return slides.map((s) => {
    const slide = (s ?? {}) as { url?: unknown; aspectRatio?: unknown; notes?: unknown; presentation?: unknown };
    return {
      url: typeof slide.url === 'string' ? slide.url : '',
      aspectRatio: typeof slide.aspectRatio === 'number' && slide.aspectRatio > 0 ? slide.aspectRatio : 16 / 9,
      notes: typeof slide.notes === 'string' ? slide.notes : '',
      presentation: typeof slide.presentation === 'string' ? slide.presentation : '',
    };
  });
}

export async function requireDeck(tx: AdminTransaction, eventId: string, deckId: string): Promise<Slide[]> {
  const deck = isDocId(DECKS(eventId), deckId) ? await tx.get(`${DECKS(eventId)}/${deckId}`) : null;
  if (!deck) throw failedPrecondition(livetoolMessages.deckRemoved);
  return slidesOf(deck);
}

/**
 * Whether the slide's presentation was deleted from the media bank: its image is gone with it
 * (issue 30). `reader`: a transaction, or the documents outside one.
 */
export async function isMissingSlide(reader: Pick<AdminTransaction, 'get'>, slide: Pick<Slide, 'presentation'>): Promise<boolean> {
  return slide.presentation !== '' && !(isDocId(MEDIA_STORAGE, slide.presentation) && (await reader.get(mediaPath(slide.presentation))));
}

/**
 * The cue that puts slide `index` of the deck on PROGRAM; refused when the deck has no such slide
 * or its presentation was deleted, so viewers are never cut to a missing image.
 */
export async function slideCue(tx: AdminTransaction, deckId: string, slides: readonly Slide[], index: number, outOfRange: () => Error): Promise<CueContent> {
  const slide = slides[index];
  if (!slide) throw outOfRange();
  if (await isMissingSlide(tx, slide)) throw failedPrecondition(livetoolMessages.slideMissing(index));
  return { kind: 'slide', slide: { deckID: deckId, index, url: slide.url, aspectRatio: slide.aspectRatio } };
}

/**
 * What PROGRAM shows now, as the cue viewers would get (go live sends it): the slide of the
 * stream's deck on PROGRAM; hidden when there is none, or its deck, slide or presentation has gone.
 */
export async function programCue(tx: AdminTransaction, eventId: string, stream: AdminDoc): Promise<CueContent> {
  const { deckID, presenterCurrent } = readProgram(stream.data);
  if (!deckID || presenterCurrent === null || !isDocId(DECKS(eventId), deckID)) return { kind: 'hide' };
  const deck = await tx.get(`${DECKS(eventId)}/${deckID}`);
  const slide = deck ? slidesOf(deck)[presenterCurrent] : undefined;
  if (!slide?.url || (await isMissingSlide(tx, slide))) return { kind: 'hide' };
  return { kind: 'slide', slide: { deckID, index: presenterCurrent, url: slide.url, aspectRatio: slide.aspectRatio } };
}

export type Change = { presenterCurrent: number | null; cue: CueContent; extra?: WriteData };

/**
 * The operator may move the slides only while no presenter holds control, or by taking it back on
 * purpose (`takeOver`): then the stream's write also ends the presenter's control.
 */
function operatorControl(stream: AdminDoc, takeOver: boolean | undefined): WriteData {
  const presenting = readPresenting(stream.data);
  const refusal = operatorRefusal(presenting, takeOver === true);
  if (refusal) throw failedPrecondition(refusal);
  return presenting.control === null ? {} : { ...NO_PRESENTER_CONTROL };
}

/**
 * Applies an operator's PROGRAM change decided by `decide` inside the stream's transaction;
 * viewers get a cue when they are on air.
 */
async function changeProgram(
  ctx: ApiContext,
  { eventId, streamId, takeOver }: { eventId: string; streamId: string; takeOver?: boolean },
  decide: (tx: AdminTransaction, stream: AdminDoc) => Promise<Change>,
): Promise<CueResult> {
  const { path, stream } = await streamFor(ctx, eventId, streamId, 'producer');
  return commitProgramChange(ctx, eventId, path, stream.wowzaID, async (tx, doc) => {
    const control = operatorControl(doc, takeOver);
    const change = await decide(tx, doc);
    return { ...change, extra: { ...change.extra, ...control } };
  });
}

/**
 * The one path every PROGRAM change takes, the operator's and the presenters'
 * (presenting-handlers.ts): `decide` runs in the stream's transaction, after the caller was
 * allowed to change the stream at `path`.
 */
export function commitProgramChange(ctx: ApiContext, eventId: string, path: string, wowzaID: string | null, decide: (tx: AdminTransaction, stream: AdminDoc) => Promise<Change>): Promise<CueResult> {
  const programTime = programNow(ctx, wowzaID);
  return ctx.services.docs.runTransaction(async (tx) => {
    const doc = await tx.get(path);
    if (!doc) throw failedPrecondition(streamMessages.streamMissing);
    const change = await decide(tx, doc);
    const result = await publishCue(tx, eventId, readStream(doc.id, doc.data), change.cue, programTime);
    tx.update(path, { ...change.extra, presenterCurrent: change.presenterCurrent, updatedAt: serverTimestamp() });
    return result;
  });
}

/** The console acted on the deck it showed; another operator may have changed it since. */
function requireSameDeck(stream: AdminDoc, deckId: string): void {
  if (readProgram(stream.data).deckID !== deckId) throw failedPrecondition(livetoolMessages.deckChanged);
}

export const cutSlide: ApiHandler<'cutSlide'> = {
  access: 'signed-in',
  run: (input, ctx) =>
    changeProgram(ctx, input, async (tx, stream) => {
      const { eventId, deckId, index } = input;
      requireSameDeck(stream, deckId);
      const slides = await requireDeck(tx, eventId, deckId);
      const cue = await slideCue(tx, deckId, slides, index, () => failedPrecondition(livetoolMessages.slideOutOfRange(index, slides.length)));
      return { presenterCurrent: index, cue };
    }),
};

export const hideSlide: ApiHandler<'hideSlide'> = {
  access: 'signed-in',
  run: (input, ctx) => changeProgram(ctx, input, async () => ({ presenterCurrent: null, cue: { kind: 'hide' } })),
};

export const chooseDeck: ApiHandler<'chooseDeck'> = {
  access: 'signed-in',
  run: (input, ctx) =>
    changeProgram(ctx, input, async (tx) => {
      const { eventId, deckId } = input;
      const slides = await requireDeck(tx, eventId, deckId);
      const first = slides[0];
      // A first slide whose presentation was deleted is not shown: PROGRAM starts hidden.
      const show = first?.url && !(await isMissingSlide(tx, first));
      return {
        presenterCurrent: show ? 0 : null,
        cue: show ? { kind: 'slide', slide: { deckID: deckId, index: 0, url: first.url, aspectRatio: first.aspectRatio } } : { kind: 'hide' },
        extra: { deckID: deckId, presenterNext: 0 },
      };
    }),
};

export const moveNextUp: ApiHandler<'moveNextUp'> = {
  access: 'signed-in',
  async run({ eventId, streamId, deckId, direction, takeOver }, ctx) {
    const { path } = await streamFor(ctx, eventId, streamId, 'producer');
    return ctx.services.docs.runTransaction(async (tx) => {
      const doc = await tx.get(path);
      if (!doc) throw failedPrecondition(streamMessages.streamMissing);
      const control = operatorControl(doc, takeOver);
      requireSameDeck(doc, deckId);
      const slides = await requireDeck(tx, eventId, deckId);
      const at = Math.min(readProgram(doc.data).presenterNext, Math.max(0, slides.length - 1));
      const index = direction === 'next' ? nextSlide(at, slides.length) : previousSlide(at);
      tx.update(path, { ...control, presenterNext: index, updatedAt: serverTimestamp() });
      return { index };
    });
  },
};
