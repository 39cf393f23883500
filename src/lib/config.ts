/** Build-time configuration of the app shell, validated once. */
// zod's tree-shakable build: the full one would weigh on the sign-in page's first load.
import * as z from 'zod/mini';
import { version } from '../../package.json';

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) => v?.trim() || undefined),
);

const envSchema = z.object({
  /** The one staff account that sees the Access entry (spec 000 section 2.2). */
  VITE_STAFF_EMAIL: optionalText,
  /** Where event sites are published; the Public View button opens `<this>/<slug>`. */
  VITE_PUBLIC_SITE_URL: z.pipe(optionalText, z.optional(z.url())),
  /** The service admin presenters are told to contact when their link does not work (spec 000 section 8). */
  VITE_SUPPORT_EMAIL: optionalText,
});

const env = envSchema.parse(import.meta.env);

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
