/**
 * A viewer's pass to a protected or registration-only site, as the server issued it: kept in the
 * browser per event so that a viewer who gave the password or registered comes back without
 * doing it again. Storage may be unavailable (private modes): the pass then lasts the visit.
 */
const key = (eventId: string) => `eventdesk.sitePass.${eventId}`;

export function readSitePass(eventId: string): string | undefined {
  try {
    return window.localStorage.getItem(key(eventId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepSitePass(eventId: string, pass: string): void {
  try {
    window.localStorage.setItem(key(eventId), pass);
  } catch {
    // Without storage the pass lives in memory only (see the caller's state).
  }
}
