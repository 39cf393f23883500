/**
 * Visitor analytics (issue 31; spec 000 sections 2.10 and 3 "Analytics record", 002 section 3
 * "Log entries"): what the public site and the viewer pages report and how the server counts it.
 * A browser keeps a random visitor id per event; the server keeps one record per visitor (its last
 * sighting) and decides from it, never from the browser's word, whether a page load is a new
 * unique visitor, a new session (30 idle minutes) or one more visit of the session it is in.
 */
import { withActivity, type ParticipantState, type ParticipantStats } from '../participants/participant-record';

/** A visitor id as the browser makes it (domain-free randomness: 128 bits, base64url). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A visit after this long without any sign of the visitor (visits, heartbeats) starts a new session. */
export const SESSION_IDLE_MS = 30 * 60_000;

/** A participant not seen (a visit, a heartbeat, a message, a vote) for this long reads offline. */
export const ONLINE_WINDOW_MS = 2 * 60_000;

/**
 * The page loads a visitor and an address may report (heartbeats have their own limit, per view
 * token: server/api/viewer-handlers.ts). A visitor browsing quickly loads a page every few
 * seconds; an address may be a venue's whole audience behind one router, hence its far larger share.
 */
export const VISIT_LIMIT = {
  perVisitor: { limit: 30, windowMs: 60_000 },
  perAddress: { limit: 600, windowMs: 60_000 },
} as const;

/** The per-visitor record the server keeps: `events/{eventId}/visitors/{visitorKey}`. */
export const VISITORS_COLLECTION = (eventId: string) => `events/${eventId}/visitors`;

export type VisitCount = { unique: boolean; session: boolean };

/**
 * What a page load counts as, from when the server last saw the visitor (null: never). A clock
 * that went back (a last sighting in the future) is no idle time.
 */
export function visitCount(lastSeenAt: unknown, now: Date): VisitCount {
  if (!(lastSeenAt instanceof Date)) return { unique: true, session: true };
  return { unique: false, session: now.getTime() - lastSeenAt.getTime() >= SESSION_IDLE_MS };
}

/**
 * The fields a participant's document takes when they are seen doing something: their stats
 * grown, their score in step, online as of `now`.
 */
export function participantActivity(stored: unknown, added: Partial<ParticipantStats>, now: Date) {
  const { stats, engagement } = withActivity(stored, added);
  return { stats, engagement, state: 'online' as ParticipantState, lastSeenAt: now, last_changed: now };
}

/**
 * A participant's state as of `now`: the stored 'online' holds only while they were seen within
 * ONLINE_WINDOW_MS, so nobody has to write 'offline' when a viewer simply closes the tab.
 */
export function participantStateAt(data: { state?: unknown; lastSeenAt?: unknown }, now: Date): ParticipantState | null {
  const state = typeof data.state === 'string' ? (data.state as ParticipantState) : null;
  if (state !== 'online') return state;
  const seen = data.lastSeenAt instanceof Date ? data.lastSeenAt.getTime() : null;
  return seen !== null && now.getTime() - seen < ONLINE_WINDOW_MS ? 'online' : 'offline';
}
