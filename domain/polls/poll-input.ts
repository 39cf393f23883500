/**
 * What the poll editor sends (spec 001 section 5), checked by the server with this schema and
 * pollProblem; apart from poll.ts so that what viewers load needs no zod.
 */
import { z } from 'zod';
import { CHART_TYPES, POLL_TYPES, POLL_VOTERS } from './poll-kinds';
import { pollLimits, pollMessages } from './poll';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is # and six hexadecimal digits.');
const channel = z.number().int().min(0).max(255);
export const rgbSchema = z.object({ r: channel, g: channel, b: channel }).strict();

/** An option as the editor sends it: a new one has no id yet (the server gives it one). */
const optionInput = z.object({ id: z.string().max(40).optional(), text: z.string().max(pollLimits.optionMaxLength, `An option can be at most ${pollLimits.optionMaxLength} characters.`) }).strict();

/** What the poll editor sends; the server adds eventID, createdAt, the option ids and the live flags. */
export const pollInputSchema = z
  .object({
    question: z.string().max(pollLimits.questionMaxLength, `A question can be at most ${pollLimits.questionMaxLength} characters.`),
    subtext: z.string().max(pollLimits.subtextMaxLength, `The subtext can be at most ${pollLimits.subtextMaxLength} characters.`),
    type: z.enum(POLL_TYPES, pollMessages.typeRequired),
    /** Select polls only; rating and input polls have their own (none for input). */
    options: z.array(optionInput).max(pollLimits.maxOptions, `A poll can have at most ${pollLimits.maxOptions} options.`),
    chart: z.enum(CHART_TYPES, pollMessages.chartRequired),
    colorPalette: rgbSchema,
    bgColor: hexColor,
    /** Left out by editors older than the setting: anyone. */
    voters: z.enum(POLL_VOTERS).default('anyone'),
  })
  .strict();

/** What an editor may send (`voters` may be left out). */
export type PollInput = z.input<typeof pollInputSchema>;

/** The rules the schema cannot say: a question that is not only spaces, and a select poll's options. */
export function pollProblem(input: Pick<PollInput, 'question' | 'type' | 'options'>): string | null {
  if (input.question.trim() === '') return pollMessages.questionRequired;
  if (input.type !== 'select') return null;
  if (input.options.some((o) => o.text.trim() === '')) return pollMessages.optionEmpty;
  return input.options.length < pollLimits.minOptions ? pollMessages.optionsRequired : null;
}

