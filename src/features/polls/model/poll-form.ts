import { POLL_DEFAULTS, type ChartType, type Poll, type PollType, type PollVoters, type Rgb } from '@domain/polls/poll';
import type { PollInput } from '@domain/polls/poll-input';

/** What the poll editor holds: the palette as #rrggbb for the colour input. */
export type PollFormValues = {
  question: string;
  subtext: string;
  type: PollType;
  options: { id?: string; text: string }[];
  chart: ChartType;
  palette: string;
  bgColor: string;
  voters: PollVoters;
};

const hex = (n: number) => n.toString(16).padStart(2, '0');
export const rgbToHex = ({ r, g, b }: Rgb) => `#${hex(r)}${hex(g)}${hex(b)}`;
export function hexToRgb(value: string): Rgb {
  const n = Number.parseInt(value.slice(1, 7), 16);
  return Number.isNaN(n) ? POLL_DEFAULTS.colorPalette : { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function formValues(poll: Poll | null): PollFormValues {
  return {
    question: poll?.question ?? '',
    subtext: poll?.subtext ?? '',
    type: poll?.type ?? POLL_DEFAULTS.type,
    options: poll && poll.type === 'select' ? poll.options.map((o) => ({ id: o.id, text: o.text })) : [{ text: '' }, { text: '' }],
    chart: poll?.chart ?? POLL_DEFAULTS.chart,
    palette: rgbToHex(poll?.colorPalette ?? POLL_DEFAULTS.colorPalette),
    bgColor: poll?.bgColor ?? POLL_DEFAULTS.bgColor,
    voters: poll?.voters ?? 'anyone',
  };
}

export function pollInput(values: PollFormValues): PollInput {
  return {
    question: values.question,
    subtext: values.subtext ?? '',
    type: values.type,
    options: values.type === 'select' ? (values.options ?? []).map((o) => ({ ...(o.id ? { id: o.id } : {}), text: o.text ?? '' })) : [],
    chart: values.chart,
    colorPalette: hexToRgb(values.palette),
    bgColor: values.bgColor,
    voters: values.voters,
  };
}
