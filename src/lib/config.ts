/**
 * Build-time configuration of the app shell, checked once. By hand rather than with zod: the
 * sign-in page reads the product name from here and would otherwise download zod for it.
 */
import { version } from '../../package.json';

/** A setting's text, trimmed; empty counts as not set. */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

function optionalWebAddress(name: string, value: unknown): string | undefined {
  const text = optionalText(value);
  if (text === undefined) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http or https address; it is "${text}".`);
  return text;
}

const env = {
  /** The one staff account that sees the Access entry (spec 000 section 2.2). */
  VITE_STAFF_EMAIL: optionalText(import.meta.env.VITE_STAFF_EMAIL),
  /** Where event sites are published; the Public View button opens `<this>/<slug>`. */
  VITE_PUBLIC_SITE_URL: optionalWebAddress('VITE_PUBLIC_SITE_URL', import.meta.env.VITE_PUBLIC_SITE_URL),
  /** The service admin presenters are told to contact when their link does not work (spec 000 section 8). */
  VITE_SUPPORT_EMAIL: optionalText(import.meta.env.VITE_SUPPORT_EMAIL),
};

export const APP_NAME = 'EventDesk';
export const APP_VERSION = version;

export function isStaffEmail(email: string | null | undefined, staffEmail = env.VITE_STAFF_EMAIL): boolean {
  return !!email && !!staffEmail && email.trim().toLowerCase() === staffEmail.toLowerCase();
}

/** The public page of an event; without a configured site, the `/e/` path of this origin. */
export function publicViewUrl(slug: string, site = env.VITE_PUBLIC_SITE_URL, origin = window.location.origin): string {
  const base = site ?? `${origin}/e`;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/** Where presenters with a broken link are sent: the support address, else the staff account's; null when neither is set. */
export function supportEmail(): string | null {
  return env.VITE_SUPPORT_EMAIL ?? env.VITE_STAFF_EMAIL ?? null;
}
