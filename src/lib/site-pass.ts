/**
 * A viewer's pass to a protected or registration-only site, as the server issued it: kept in the
 * browser per event so that a viewer who gave the password or registered comes back without
 * doing it again, and sent with the site's stream and video calls (server/api/site-gate.ts).
 * Storage may be unavailable (private modes): the pass then lasts the visit, held in memory.
 * A personal link mailed at registration brings a pass in the address's fragment.
 */
import { passInFragment } from '@domain/pages/site-paths';

const key = (eventId: string) => `eventdesk.sitePass.${eventId}`;
const held = new Map<string, string>();

export function readSitePass(eventId: string): string | undefined {
  try {
    return window.localStorage.getItem(key(eventId)) ?? undefined;
  } catch {
    return held.get(eventId);
  }
}

export function keepSitePass(eventId: string, pass: string): void {
  try {
    window.localStorage.setItem(key(eventId), pass);
  } catch {
    held.set(eventId, pass);
  }
}

/** The pass the event's site holds: one a personal link just brought (kept, and taken out of the address bar), else the kept one. */
export function takeSitePass(eventId: string): string | undefined {
  const linked = passInFragment(window.location.hash);
  if (!linked) return readSitePass(eventId);
  keepSitePass(eventId, linked);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return linked;
}
