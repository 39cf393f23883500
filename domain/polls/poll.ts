/**
 * The event's polls (spec 001 sections 2.8, 3, 4.2, 5, 8 and 9): a question with options (select),
 * a 1-5 rating, or a free-text answer (input), shown as a line, bar, pie or donut chart or a word
 * cloud in the poll's colour and background. The server checks every save with these rules; the
 * votes and their tally live apart (poll-results.ts), so the poll document holds only what its
 * audience is shown.
 */
import { ANSWER_MAX_LENGTH, CHART_TYPES, POLL_TYPES, POLL_VOTERS, RATING_OPTIONS, type ChartType, type PollOption, type PollType, type PollVoters } from './poll-kinds';

export const POLLS = (eventId: string) => `events/${eventId}/polls`;
export const POLL = (eventId: string, pollId: string) => `${POLLS(eventId)}/${pollId}`;

export {
  CHART_LABELS,
  CHART_TYPES,
  POLL_TYPE_LABELS,
  POLL_TYPES,
  POLL_VOTER_LABELS,
  POLL_VOTERS,
  RATING_OPTIONS,
  type ChartType,
  type PollOption,
  type PollType,
  type PollVoters,
} from './poll-kinds';

export type Rgb = { r: number; g: number; b: number };

/** Spec 001 section 9. */
export const POLL_DEFAULTS = { bgColor: '#e5e5e5', colorPalette: { r: 2, g: 124, b: 255 } as Rgb, type: 'select' as PollType, chart: 'bar' as ChartType };
export const WORD_CLOUD_FONT = { min: 17, max: 77 } as const;

export const pollLimits = {
  questionMaxLength: 300,
  subtextMaxLength: 1000,
  optionMaxLength: 200,
  minOptions: 2,
  maxOptions: 20,
  answerMaxLength: ANSWER_MAX_LENGTH,
} as const;

export const pollMessages = {
  questionRequired: 'Please fill the question',
  typeRequired: 'Please choose the answer input type',
  chartRequired: 'Please choose a chart',
  optionsRequired: `Please give at least ${pollLimits.minOptions} options`,
  optionEmpty: 'Please fill every option or remove it',
  formFailed: 'Poll update failed, please fill all of the fields',
  created: 'Poll created',
  updated: 'Poll updated',
  updateFailed: 'Poll update failed, please try again',
  deleted: 'Poll deleted!',
  deleteFailed: 'Error removing poll: ',
  deleteConfirm: 'Are you sure you want to delete this menu?',
  activateConfirm: 'Activate poll?',
  none: 'No polls',
  noPoll: 'This poll does not exist.',
  notLive: 'Polls can be activated and hidden only while the stream is live.',
  rehearsal: 'Polls are not activated during a rehearsal: they are for the viewers, who see none of it.',
} as const;

/** A stored poll as every reader sees it; a field of the wrong type reads as its default. */
export type Poll = {
  id: string;
  eventID: string;
  question: string;
  subtext: string;
  type: PollType;
  chart: ChartType;
  /** In the editor's order. */
  options: PollOption[];
  colorPalette: Rgb;
  bgColor: string;
  /** Open for votes and shown in the stream (spec 001 section 4.2). */
  active: boolean;
  /** Who may vote; polls saved before the setting existed are open to anyone. */
  voters: PollVoters;
  createdAt: Date | null;
};

const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isChannel = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 255;

/**
 * The options of a stored poll. The spec's model keeps them as `data`, a map of option id to
 * `{ text, value }`; `value` is the option's place in the editor's order.
 */
export function optionsOf(type: PollType, data: unknown): PollOption[] {
  if (type === 'rating') return RATING_OPTIONS.map((id) => ({ id, text: id }));
  if (type === 'input') return [];
  return Object.entries(record(data))
    .map(([id, v]) => ({ id, text: str(record(v).text), order: typeof record(v).value === 'number' ? (record(v).value as number) : 0 }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map(({ id, text }) => ({ id, text }));
}

/** The `data` map of the spec's model for these options, in this order. */
export function optionData(options: readonly PollOption[]): Record<string, { text: string; value: number }> {
  return Object.fromEntries(options.map((o, value) => [o.id, { text: o.text, value }]));
}

export function readPoll(id: string, data: Record<string, unknown> | null | undefined): Poll {
  const d = data ?? {};
  const type = (POLL_TYPES as readonly string[]).includes(str(d.type)) ? (d.type as PollType) : POLL_DEFAULTS.type;
  const chart = (CHART_TYPES as readonly string[]).includes(str(d.chart)) ? (d.chart as ChartType) : POLL_DEFAULTS.chart;
  const palette = record(d.colorPalette);
  return {
    id,
    eventID: str(d.eventID),
    question: str(d.question),
    subtext: str(d.subtext),
    type,
    chart,
    options: optionsOf(type, d.data),
    colorPalette: isChannel(palette.r) && isChannel(palette.g) && isChannel(palette.b) ? { r: palette.r, g: palette.g, b: palette.b } : POLL_DEFAULTS.colorPalette,
    bgColor: /^#[0-9a-fA-F]{6}$/.test(str(d.bgColor)) ? str(d.bgColor) : POLL_DEFAULTS.bgColor,
    active: d.active === true,
    voters: (POLL_VOTERS as readonly string[]).includes(str(d.voters)) ? (d.voters as PollVoters) : 'anyone',
    createdAt: d.createdAt instanceof Date ? d.createdAt : null,
  };
}

/**
 * A new poll's id: 144 random bits. Anyone may read a poll (and its results) by its id, never
 * list them, so the id in the poll's link is what keeps a poll from those not given the link.
 */
export function newPollId(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

/** The poll's page for voters (spec 001 section 2). */
export const pollLink = (origin: string, eventId: string, pollId: string) => `${origin}/poll/${encodeURIComponent(pollId)}/event/${encodeURIComponent(eventId)}`;
