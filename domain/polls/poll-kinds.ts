/**
 * A poll's answer types and chart types (spec 001 sections 3 and 9), apart from the editor's
 * schema so that what viewers load (the stream's cue log, the vote card) needs no zod.
 */
export const POLL_TYPES = ['select', 'rating', 'input'] as const;
export type PollType = (typeof POLL_TYPES)[number];
export const POLL_TYPE_LABELS: Record<PollType, string> = { select: 'Select', rating: 'Rating', input: 'Input' };

export const CHART_TYPES = ['line', 'bar', 'pie', 'donut', 'wordcloud'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_LABELS: Record<ChartType, string> = { line: 'Line', bar: 'Bar', pie: 'Pie', donut: 'Donut', wordcloud: 'Word cloud' };

export type PollOption = { id: string; text: string };

/**
 * Who may vote (issue 25), the organiser's choice: anyone the event's site lets in, only viewers
 * who registered on the site, or only signed-in users.
 */
export const POLL_VOTERS = ['anyone', 'registered', 'signed-in'] as const;
export type PollVoters = (typeof POLL_VOTERS)[number];
export const POLL_VOTER_LABELS: Record<PollVoters, string> = { anyone: 'Anyone', registered: 'Registered viewers', 'signed-in': 'Signed-in users' };

/** A rating poll's options: one to five stars. */
export const RATING_OPTIONS = ['1', '2', '3', '4', '5'] as const;

/** An input poll's answer, in characters. */
export const ANSWER_MAX_LENGTH = 200;
