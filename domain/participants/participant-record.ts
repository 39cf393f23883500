/**
 * An event's participant (spec 002 sections 3 and 4): the fields the participants table, the
 * import, the export and the visitor analytics all read and write on `events/{eventId}/users/{id}`,
 * and the engagement score computed from a participant's activity. The server keeps `stats`,
 * `engagement`, `state`, `lastSeenAt` and `last_changed` together, so the table can sort and page
 * by any of them without reading a participant's log.
 */

/** The fields an import maps columns to (spec 002 section 5), in the spec's order. */
export const PARTICIPANT_IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'role', 'country', 'description'] as const;
export type ParticipantImportField = (typeof PARTICIPANT_IMPORT_FIELDS)[number];

/** imported: added by an import, not seen since; online / offline: seen on the site; deletedUser: removed by an organiser. */
export const PARTICIPANT_STATES = ['imported', 'online', 'offline', 'deletedUser'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];

/** A participant's activity as counted by the server, one counter per kind. */
export type ParticipantStats = {
  /** Seconds a player played for them, from the viewer pages' heartbeats. */
  watchSeconds: number;
  /** Page loads of the event's site and viewer pages. */
  visits: number;
  /** Visits with 30 idle minutes or more before them. */
  sessions: number;
  /** Chat messages they sent (questions excluded). */
  chatMessages: number;
  /** Poll votes they cast. */
  pollVotes: number;
  /** Questions they asked in a chat. */
  questions: number;
};

export const EMPTY_PARTICIPANT_STATS: ParticipantStats = { watchSeconds: 0, visits: 0, sessions: 0, chatMessages: 0, pollVotes: 0, questions: 0 };

/**
 * Each kind's share of the score and the amount at which that share is full: an hour watched,
 * five visits, three sessions, five messages, three votes, two questions. Past the full amount a
 * kind adds nothing, so one busy habit (a player left running for days) cannot make the score.
 */
export const ENGAGEMENT_WEIGHTS: Record<keyof ParticipantStats, { points: number; fullAt: number }> = {
  watchSeconds: { points: 40, fullAt: 3600 },
  visits: { points: 10, fullAt: 5 },
  sessions: { points: 10, fullAt: 3 },
  chatMessages: { points: 15, fullAt: 5 },
  pollVotes: { points: 15, fullAt: 3 },
  questions: { points: 10, fullAt: 2 },
};

/** The score, 0-100, as a whole number. */
export function engagementScore(stats: ParticipantStats): number {
  let score = 0;
  for (const [kind, { points, fullAt }] of Object.entries(ENGAGEMENT_WEIGHTS) as [keyof ParticipantStats, { points: number; fullAt: number }][]) {
    const amount = Number.isFinite(stats[kind]) ? Math.max(0, stats[kind]) : 0;
    score += points * Math.min(1, amount / fullAt);
  }
  return Math.round(score);
}

/** The tooltip beside the table's Engagement column and the export's header note. */
export const ENGAGEMENT_EXPLANATION =
  'Engagement, 0-100: watch time up to 40 points (full at one hour), visits 10 (at 5), sessions 10 (at 3), chat messages 15 (at 5), poll votes 15 (at 3) and questions 10 (at 2).';

/** A participant's stats as stored, with any missing or malformed counter read as 0. */
export function statsOf(stored: unknown): ParticipantStats {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
  return {
    watchSeconds: count(record.watchSeconds),
    visits: count(record.visits),
    sessions: count(record.sessions),
    chatMessages: count(record.chatMessages),
    pollVotes: count(record.pollVotes),
    questions: count(record.questions),
  };
}

/** The stats after some activity, and the fields that keep the participant's score in step with them. */
export function withActivity(stored: unknown, added: Partial<ParticipantStats>): { stats: ParticipantStats; engagement: number } {
  const stats = statsOf(stored);
  for (const [kind, amount] of Object.entries(added) as [keyof ParticipantStats, number][]) {
    if (Number.isFinite(amount) && amount > 0) stats[kind] += amount;
  }
  return { stats, engagement: engagementScore(stats) };
}
