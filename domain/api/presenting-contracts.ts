/**
 * The `/api` calls of presenter links, the presenter view and the presenter tool (issue 15),
 * spread into `apiContracts` (contracts.ts). Producers make, edit and revoke links and remove
 * presenters from a stream's pool; a presenter's calls carry their link's id and token, which the
 * server checks (with the expiry and the link's flags) on every call.
 */
import { z } from 'zod';
import { presenterLinkFormSchema } from '../presenting/presenter-link';

const id = z.string().min(1).max(200);
const stream = { eventId: id, streamId: id };
/** What a presenter holds: the link's id and its token. */
const credential = { linkId: id, token: z.string().min(1).max(200) };
const slideIndex = z.number().int().min(0).max(100_000);
/** The secret of the page that took control (takePresenterControl). */
const seatKey = z.string().min(1).max(200);
/** `missing`: the slide's presentation was deleted from the media bank, and its image with it (no url). */
const presenterSlide = z.object({ url: z.string(), aspectRatio: z.number(), notes: z.string(), missing: z.boolean() });

export const presentingContracts = {
  /** Creates (no linkId) or edits a link of the stream; a new link gets a new token. Producers and owners. */
  savePresenterLink: {
    input: z.object({ ...stream, linkId: id.optional(), link: presenterLinkFormSchema }).strict(),
    output: z.object({ linkId: z.string(), token: z.string() }),
  },
  /** Removes a link: whoever holds it is cut off at once and leaves the stream's pool. */
  revokePresenterLink: { input: z.object({ eventId: id, linkId: id }).strict(), output: z.object({}) },
  /** The operator removes a presenter from the stream's pool (and from control). */
  removePresenter: { input: z.object({ ...stream, presenterId: id }).strict(), output: z.object({}) },
  /**
   * The slides a presenter may show: the link's deck and, when it differs, the stream's own
   * (Follow stream); each slide's notes only when the link allows notes.
   */
  presenterSlides: {
    input: z.object({ ...credential, ...stream }).strict(),
    output: z.object({ decks: z.array(z.object({ id: z.string(), title: z.string(), slides: z.array(presenterSlide) })) }),
  },
  /** Joins the stream's presenter pool (the tool's Connect, the view's opening), under this name. */
  joinPresenting: { input: z.object({ ...credential, ...stream, name: z.string().max(200) }).strict(), output: z.object({}) },
  /** Leaves the pool, and control if held. */
  leavePresenting: { input: z.object({ ...credential, ...stream }).strict(), output: z.object({}) },
  /**
   * Takes control of the slides from whoever has it (spec 001 section 4.5); the link must allow
   * controls. The page that asked gets its seat (issue 29): `seatId`, which the stream shows while
   * this page holds control, and `seatKey`, its secret, which its moves carry. Another page of the
   * same link taking control takes it from this one.
   */
  takePresenterControl: { input: z.object({ ...credential, ...stream }).strict(), output: z.object({ seatId: z.string(), seatKey: z.string() }) },
  /** Lets go of control, when this page (its seat) holds it. */
  releasePresenterControl: { input: z.object({ ...credential, ...stream, seatKey }).strict(), output: z.object({}) },
  /**
   * The presenter in control shows a slide of their deck: `from` is the slide they saw on the
   * stream (null: none of this deck), so of two presses made on the same slide only one moves it.
   * It goes through the operator's cut: viewers see it in step with the video while the stream is live.
   */
  presentSlide: {
    input: z.object({ ...credential, ...stream, seatKey, index: slideIndex, from: slideIndex.nullable() }).strict(),
    output: z.object({ onAir: z.boolean(), seq: z.number().int().nullable(), at: z.number().nullable() }),
  },
} as const;
