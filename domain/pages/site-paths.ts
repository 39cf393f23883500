/**
 * The addresses the public site's own entry serves (site.html, src/site): the event site at
 * /e/{slug} and one page at /page-iframe/{id}. The embedded server, Vite's dev server and
 * Firebase Hosting (firebase.json) send site.html for them and the admin app's index.html for
 * every other address.
 */
export const SITE_ENTRY_HTML = 'site.html';

export function isSiteEntryPath(pathname: string): boolean {
  return /^\/(e|page-iframe)(\/|$)/.test(pathname);
}

/**
 * The personal link a registered viewer is mailed (server/api/site-handlers.ts): the site's
 * address with the viewer's pass in the fragment, which browsers never send to a server or in a
 * Referer; the site keeps the pass and takes it out of the address bar.
 */
const PASS_IN_FRAGMENT = 'pass';

export const sitePassLink = (publicUrl: string, slug: string, pass: string) =>
  `${publicUrl}/e/${encodeURIComponent(slug)}#${PASS_IN_FRAGMENT}=${encodeURIComponent(pass)}`;

/** The pass a personal link carries in this fragment (`#pass=...`), if any. */
export function passInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(PASS_IN_FRAGMENT) || null;
}
