/**
 * A viewer's pass to a protected or registration-only site, as the server issued it: kept in the
 * browser per event so that a viewer who gave the password or registered comes back without
 * doing it again, and sent with the site's stream and video calls (server/api/site-gate.ts).
 * Storage may be unavailable (private modes): the pass then lasts the visit, held in memory.
 */
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
