/**
 * Presenter links (spec 001 sections 3, 5, 7 and 9; issue 15): what a producer hands a presenter
 * so they can present a stream's slides without signing in. A link is a document in
 * `presenterLinks/{linkId}` whose `token` (at least 128 random bits, made by the server) must come
 * with every read and every action; the link id or the event id alone grants nothing. The server
 * checks the token, the expiry and the link's flags on every decision.
 */
import { z } from 'zod';

export const PRESENTER_LINKS = 'presenterLinks';
export const PRESENTER_LINK = (linkId: string) => `${PRESENTER_LINKS}/${linkId}`;
/** Presence of a stream's presenters (spec 001 section 3, "Presenter user"), one per link; the server writes it. */
export const PRESENTER_USERS = (eventId: string, streamId: string) => `events/${eventId}/streams/${streamId}/presenterUsers`;

/** 24 random bytes: 192 bits, above the 128 the product requires of every link. */
export const PRESENTER_TOKEN_BYTES = 24;

/** Spec 001 sections 5 and 9: 1 day, 3 days, 1 week, 2 weeks, or never (the default). */
export const EXPIRY_CHOICES = [
  { value: '1d', label: '1 day', days: 1 },
  { value: '3d', label: '3 days', days: 3 },
  { value: '1w', label: '1 week', days: 7 },
  { value: '2w', label: '2 weeks', days: 14 },
  { value: 'never', label: 'Never', days: 0 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];
export const DEFAULT_EXPIRY: ExpiryChoice = 'never';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a link made now with this choice stops working; null: never (stored as 0). */
export function expiryFrom(choice: ExpiryChoice, now: number): Date | null {
  const days = EXPIRY_CHOICES.find((c) => c.value === choice)!.days;
  return days === 0 ? null : new Date(now + days * DAY_MS);
}

/** Presenting time: whole minutes (spec 001 section 5); a day at most. */
export const PRESENTING_MINUTES_MAX = 24 * 60;
export const DEFAULT_PRESENTING_MINUTES = 30;
export const LINK_NAME_MAX = 200;
export const LINK_EMAIL_MAX = 254;

export const presenterTexts = {
  nameRequired: 'Please give a name for the presenter',
  timeRequired: `Please give the presenting time in minutes (1 to ${PRESENTING_MINUTES_MAX}).`,
  created: 'Link created.',
  updated: 'Link updated!',
  copied: 'Copied to presenter link clipboard.',
  saveFailed: 'There was an error processing your request, please try again.',
  revoked: 'Link revoked. Presenters who had it open have been disconnected.',
  revokeConfirm: 'Revoke this link? Whoever has it open is disconnected at once.',
  noLinks: 'No presenter links yet.',
  loading: 'Loading... Connecting to presenter view',
  noPermission: 'You do not have the permissions to view this content',
  contactAdmin: (email: string | null) => `There was an error handling your request, contact our service admin${email ? ` at ${email}` : ''}`,
  changeFailed: 'There was an error processing your request, please try again!',
  offlineOverlay: 'Stream offline - Slides wont change to the viewer',
  toolNameRequired: 'Please add a name',
  disconnectedByAdmin: 'You have been disconnected by admin!',
  offlineTitle: 'You are offline',
  offlineCode: 'Error 12030',
  offlineText: 'No internet connection!',
  // Ours: the spec blocks these moves without wording them.
  lastSlide: 'This is the last slide.',
  slideDeleted: 'This slide was deleted from the media bank: viewers cannot be shown it.',
  firstSlide: 'This is the first slide.',
  notInControl: 'Another presenter has control of the slides. Take control to move them.',
  changedMeanwhile: 'The slide changed meanwhile; the view now shows the current one.',
  noControls: 'This presenter link does not allow controlling the slides.',
  noDeck: 'No deck is chosen for this presentation yet. Ask the producer to choose one.',
  wrongStream: 'This presenter link is for another stream.',
  notInPool: 'Connect to the stream first.',
  removedByOperator: 'The operator removed you from this stream.',
  removedUntilLetBack: 'This page opens the presentation again by itself once the operator lets you back.',
  tooManyTries: 'Too many tries with a wrong presenter link.',
} as const;

/** The form a producer fills in; the server makes the token and the dates. */
export const presenterLinkFormSchema = z
  .object({
    name: z.string().trim().min(1, presenterTexts.nameRequired).max(LINK_NAME_MAX),
    email: z.string().trim().max(LINK_EMAIL_MAX),
    time: z.number({ error: presenterTexts.timeRequired }).int(presenterTexts.timeRequired).min(1, presenterTexts.timeRequired).max(PRESENTING_MINUTES_MAX, presenterTexts.timeRequired),
    deckId: z.string().min(1).max(200).nullable(),
    chat: z.boolean(),
    notes: z.boolean(),
    controls: z.boolean(),
    /** 'keep': an edit leaves the link's expiry as it is. */
    expiry: z.enum(['1d', '3d', '1w', '2w', 'never', 'keep']),
  })
  .strict();
export type PresenterLinkForm = z.infer<typeof presenterLinkFormSchema>;
export type ExpiryInput = PresenterLinkForm['expiry'];

export type PresenterLink = {
  id: string;
  eventID: string;
  streamID: string;
  name: string;
  email: string;
  /** Presenting minutes. */
  time: number;
  deckID: string | null;
  chat: boolean;
  notes: boolean;
  controls: boolean;
  /** The operator removed the presenter from the stream: the link may not join it until the link is saved again. */
  removed: boolean;
  /** null: never expires (stored as 0). */
  expires: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
};

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const date = (v: unknown): Date | null => (v instanceof Date ? v : null);

/** The spec stores chat as 'true' / 'false'; this product writes booleans and reads both. */
const flag = (v: unknown): boolean => v === true || v === 'true';

export function readPresenterLink(id: string, data: Record<string, unknown> | null | undefined): PresenterLink {
  const d = data ?? {};
  const time = typeof d.time === 'number' && Number.isFinite(d.time) && d.time > 0 ? Math.floor(d.time) : 0;
  return {
    id,
    eventID: text(d.eventID),
    streamID: text(d.streamID),
    name: text(d.name),
    email: text(d.email),
    time,
    deckID: nonEmpty(d.deckID),
    chat: flag(d.chat),
    notes: flag(d.notes),
    controls: flag(d.controls),
    removed: flag(d.removed),
    expires: date(d.expires),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
  };
}

/**
 * Whether a stored link has expired at `now` (ms): `expires` is a date, or 0 for never. A value
 * that is neither counts as expired, so a damaged link grants nothing.
 */
export function linkExpired(expires: unknown, now: number): boolean {
  if (expires === 0 || expires === undefined || expires === null) return false;
  return !(expires instanceof Date) || expires.getTime() <= now;
}
