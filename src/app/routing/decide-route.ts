/**
 * The route map of spec 000 section 2.1 as one pure decision: given who is signed in, whether an
 * event is selected and the URL, which screen shows in which layout, or where to redirect.
 */
import { matchPath } from 'react-router';

export type Situation =
  | { auth: 'unknown' }
  | { auth: 'signed-out' }
  | { auth: 'signed-in'; eventId: string | null };

/** bare: no navigation (sign-in, link-only pages); account: the event picker area; admin: the event's back office. */
export type LayoutKind = 'bare' | 'account' | 'admin';

export type ScreenId =
  // signed out
  | 'login'
  | 'signup'
  | 'forgot-password'
  // a password reset or sign-up link opens whoever follows it
  | 'reset-password'
  | 'finish-signup'
  // link-only pages
  | 'presenter-tool'
  | 'moderation'
  | 'moderation-tablet'
  | 'presenter-view'
  | 'poll-view'
  | 'poll-encoder'
  | 'invite'
  | 'audience-chat'
  | 'watch-stream'
  | 'page-preview'
  | 'livetool'
  // account area
  | 'my-events'
  | 'organization-events'
  | 'organization-materials'
  | 'members'
  | 'about'
  | 'account-settings'
  | 'access'
  // admin layout
  | 'dashboard'
  | 'media'
  | 'pages'
  | 'page-create'
  | 'page-builder'
  | 'menus'
  | 'menu-editor'
  | 'streams'
  | 'stream-detail'
  | 'chats'
  | 'polls'
  | 'zoom'
  | 'material'
  | 'presenters'
  | 'decks'
  | 'agenda'
  | 'agenda-entry'
  | 'video-editor'
  | 'video'
  | 'participants'
  | 'participants-import'
  | 'event-settings'
  | 'not-found';

export type RouteParams = Record<string, string>;

export type RouteDecision =
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'screen'; layout: LayoutKind; screen: ScreenId; params: RouteParams };

/**
 * The embedded-frame marker: a URL with `?iframe=true` shows only the page-iframe view. That view
 * (/page-iframe/{id}) is the public site's own entry (site.html, src/site), so in the admin app a
 * marked address shows none of the back office.
 */
export const EMBEDDED_FRAME_PARAM = 'iframe';
export const EMBEDDED_FRAME_VALUE = 'true';

type Entry = { path: string; screen: ScreenId };

/**
 * Pages reached by a link that must open whoever follows it, beyond the spec's route map: the
 * moderation tablet (its link carries the moderation token), the audience chat page and the
 * viewer's page of a stream. (The public event site, /e/{slug}, is its own entry: site.html.)
 */
const LINK_PAGES: Entry[] = [
  { path: '/moderation/:eventID/tablet', screen: 'moderation-tablet' },
  { path: '/chat/:eventID/:chatID', screen: 'audience-chat' },
  { path: '/reset-password', screen: 'reset-password' },
  { path: '/finish-signup', screen: 'finish-signup' },
  { path: '/watch/:eventID/:streamID', screen: 'watch-stream' },
];

const SIGNED_OUT: Entry[] = [
  { path: '/', screen: 'login' },
  { path: '/signup', screen: 'signup' },
  { path: '/forgot-password', screen: 'forgot-password' },
  { path: '/pt/event/:presEventID/stream/:streamID', screen: 'presenter-tool' },
  { path: '/moderation/:eventID', screen: 'moderation' },
  { path: '/presenter/:id', screen: 'presenter-view' },
  { path: '/poll/:id/event/:eventID', screen: 'poll-view' },
  { path: '/polls/:eventID/encoder', screen: 'poll-encoder' },
  { path: '/invite/:inviteID/:email', screen: 'invite' },
  ...LINK_PAGES,
];

/** The builder's preview in a new tab (spec 002 section 2: eventID, pageID and user in its query). */
const PREVIEW: Entry = { path: '/preview', screen: 'page-preview' };

const NO_EVENT_STANDALONE: Entry[] = [
  PREVIEW,
  { path: '/presenter/:id', screen: 'presenter-view' },
  { path: '/poll/:id/event/:eventID', screen: 'poll-view' },
  { path: '/polls/:eventID/encoder', screen: 'poll-encoder' },
  { path: '/invite/:inviteID/:email', screen: 'invite' },
  { path: '/moderation/:eventID', screen: 'moderation' },
  ...LINK_PAGES,
];

const ACCOUNT_AREA: Entry[] = [
  { path: '/', screen: 'my-events' },
  { path: '/events', screen: 'my-events' },
  { path: '/organization/:id', screen: 'organization-events' },
  { path: '/organization/:id/materials', screen: 'organization-materials' },
  { path: '/member/:id', screen: 'members' },
  { path: '/about', screen: 'about' },
  { path: '/settings', screen: 'account-settings' },
  { path: '/access', screen: 'access' },
];

const EVENT_STANDALONE: Entry[] = [
  PREVIEW,
  { path: '/presenter/:id', screen: 'presenter-view' },
  { path: '/invite/:inviteID/:email', screen: 'invite' },
  { path: '/poll/:id/event/:eventID', screen: 'poll-view' },
  { path: '/polls/:eventID/encoder', screen: 'poll-encoder' },
  { path: '/livetool', screen: 'livetool' },
  { path: '/livetool/:id', screen: 'livetool' },
  { path: '/moderation/:eventID/tablet', screen: 'moderation-tablet' },
  { path: '/moderation/:eventID', screen: 'moderation' },
  { path: '/chat/:eventID/:chatID', screen: 'audience-chat' },
  { path: '/reset-password', screen: 'reset-password' },
  { path: '/finish-signup', screen: 'finish-signup' },
  { path: '/watch/:eventID/:streamID', screen: 'watch-stream' },
  { path: '/pt/event/:presEventID/stream/:streamID', screen: 'presenter-tool' },
];

const EVENT_REDIRECTS_TO_DASHBOARD = ['/events', '/organization/:id'];

const ADMIN: Entry[] = [
  { path: '/', screen: 'dashboard' },
  { path: '/media', screen: 'media' },
  { path: '/pages', screen: 'pages' },
  { path: '/pages/create-page', screen: 'page-create' },
  { path: '/pages/:id', screen: 'page-builder' },
  { path: '/menus', screen: 'menus' },
  { path: '/menu/:id', screen: 'menu-editor' },
  { path: '/streams', screen: 'streams' },
  { path: '/live/:liveID', screen: 'stream-detail' },
  { path: '/chats', screen: 'chats' },
  { path: '/polls', screen: 'polls' },
  { path: '/zoom', screen: 'zoom' },
  { path: '/material', screen: 'material' },
  { path: '/presenters', screen: 'presenters' },
  { path: '/decks', screen: 'decks' },
  { path: '/agenda', screen: 'agenda' },
  { path: '/agenda/:id', screen: 'agenda-entry' },
  { path: '/video-editor/:mediaID', screen: 'video-editor' },
  { path: '/video/:id/:type', screen: 'video' },
  { path: '/participants', screen: 'participants' },
  { path: '/participants/import', screen: 'participants-import' },
  { path: '/settings', screen: 'event-settings' },
];

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const match = matchPath({ path: pattern, end: true }, pathname);
  if (!match) return null;
  const params: RouteParams = {};
  for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = decodeSegment(value);
  return params;
}

/** `/invite/i1/ada%40example.com` carries the email `ada@example.com`; a malformed escape stays as typed. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The first entry matching the path; tables list a literal path before a parameter one (`/pages/create-page`). */
function find(entries: Entry[], pathname: string): { screen: ScreenId; params: RouteParams } | null {
  for (const entry of entries) {
    const params = matchPattern(entry.path, pathname);
    if (params) return { screen: entry.screen, params };
  }
  return null;
}

function screen(layout: LayoutKind, found: { screen: ScreenId; params: RouteParams }): RouteDecision {
  return { kind: 'screen', layout, screen: found.screen, params: found.params };
}

export function isEmbeddedFrame(search: string): boolean {
  return new URLSearchParams(search).get(EMBEDDED_FRAME_PARAM) === EMBEDDED_FRAME_VALUE;
}

export function decideRoute(situation: Situation, pathname: string, search = ''): RouteDecision {
  if (situation.auth === 'unknown') return { kind: 'wait' };

  if (situation.auth === 'signed-out') {
    const found = find(SIGNED_OUT, pathname);
    return screen('bare', found ?? { screen: 'login', params: {} });
  }

  if (!situation.eventId) {
    const standalone = find(NO_EVENT_STANDALONE, pathname);
    if (standalone) return screen('bare', standalone);
    return screen('account', find(ACCOUNT_AREA, pathname) ?? { screen: 'my-events', params: {} });
  }

  if (isEmbeddedFrame(search)) return screen('bare', { screen: 'not-found', params: {} });
  const standalone = find(EVENT_STANDALONE, pathname);
  if (standalone) return screen('bare', standalone);
  if (EVENT_REDIRECTS_TO_DASHBOARD.some((p) => matchPattern(p, pathname))) return { kind: 'redirect', to: '/' };
  return screen('admin', find(ADMIN, pathname) ?? { screen: 'not-found', params: {} });
}

/**
 * Where picking an event in the event picker leads. The picker stands in for every path that
 * needs an event, so a deep link (a signed-out visitor's `/media`, say) opens once an event is
 * picked; the picker's own paths, and paths the admin layout does not know, lead to the dashboard.
 */
export function pathAfterPickingEvent(pathname: string, search = ''): string {
  const next = decideRoute({ auth: 'signed-in', eventId: 'picked' }, pathname, search);
  const deepLink = next.kind === 'screen' && next.screen !== 'not-found' && next.screen !== 'dashboard';
  return deepLink ? `${pathname}${search}` : '/';
}
