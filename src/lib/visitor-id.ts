/**
 * The random id a browser keeps per event for visitor analytics (domain/events/visitor-analytics.ts):
 * the server counts a unique visitor and sessions by it, and never trusts it for more than telling
 * browsers apart (it is rate-limited, and a site's pass, not this id, decides who gets in).
 * Storage may be unavailable (private modes): the id then lasts the page, held in memory.
 */
import { VISITOR_ID_PATTERN } from '@domain/events/visitor-analytics';

const key = (eventId: string) => `eventdesk.visitor.${eventId}`;
const held = new Map<string, string>();

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function visitorIdFor(eventId: string): string {
  try {
    const kept = window.localStorage.getItem(key(eventId));
    if (kept && VISITOR_ID_PATTERN.test(kept)) return kept;
    const made = newVisitorId();
    window.localStorage.setItem(key(eventId), made);
    return made;
  } catch {
    const made = held.get(eventId) ?? newVisitorId();
    held.set(eventId, made);
    return made;
  }
}
