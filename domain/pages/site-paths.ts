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
