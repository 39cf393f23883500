import { describe, expect, it } from 'vitest';
import { adminNavKeys } from '../layouts/admin-nav-items';
import { selectedKeyFor } from '../layouts/SideNav';
import { decideRoute, pathAfterPickingEvent, type RouteDecision, type Situation } from './decide-route';

const signedOut: Situation = { auth: 'signed-out' };
const noEvent: Situation = { auth: 'signed-in', eventId: null };
const withEvent: Situation = { auth: 'signed-in', eventId: 'e1' };

const shows = (layout: string, screen: string, params: Record<string, string> = {}): RouteDecision =>
  ({ kind: 'screen', layout, screen, params }) as RouteDecision;

describe('while the provider does not yet know who is signed in', () => {
  it('waits on every path', () => {
    expect(decideRoute({ auth: 'unknown' }, '/')).toEqual({ kind: 'wait' });
    expect(decideRoute({ auth: 'unknown' }, '/media')).toEqual({ kind: 'wait' });
  });
});

describe('pages a link opens, whoever follows it', () => {
  const situations = { 'signed out': signedOut, 'signed in without an event': noEvent, 'signed in with an event': withEvent };
  it.each(Object.entries(situations))('open %s, without navigation', (_name, situation) => {
    expect(decideRoute(situation, '/moderation/e9')).toEqual(shows('bare', 'moderation', { eventID: 'e9' }));
    expect(decideRoute(situation, '/moderation/e9/tablet')).toEqual(shows('bare', 'moderation-tablet', { eventID: 'e9' }));
    expect(decideRoute(situation, '/chat/e9/c1')).toEqual(shows('bare', 'audience-chat', { eventID: 'e9', chatID: 'c1' }));
    expect(decideRoute(situation, '/watch/e9/s1')).toEqual(shows('bare', 'watch-stream', { eventID: 'e9', streamID: 's1' }));
  });
});

describe('signed out', () => {
  it.each([
    ['/', 'login', {}],
    ['/signup', 'signup', {}],
    ['/pt/event/p1/stream/s1', 'presenter-tool', { presEventID: 'p1', streamID: 's1' }],
    ['/moderation/e9', 'moderation', { eventID: 'e9' }],
    ['/presenter/x1', 'presenter-view', { id: 'x1' }],
    ['/poll/q1/event/e9', 'poll-view', { id: 'q1', eventID: 'e9' }],
    ['/polls/e9/encoder', 'poll-encoder', { eventID: 'e9' }],
    ['/invite/i1/ada@example.com', 'invite', { inviteID: 'i1', email: 'ada@example.com' }],
  ])('%s shows %s without navigation', (path, screen, params) => {
    expect(decideRoute(signedOut, path)).toEqual(shows('bare', screen, params));
  });

  it.each(['/media', '/events', '/about', '/livetool', '/page-iframe/p1', '/nope/at/all'])(
    '%s shows the landing page',
    (path) => {
      expect(decideRoute(signedOut, path)).toEqual(shows('bare', 'login'));
    },
  );

  it('ignores the embedded-frame marker, and asks for sign-in to preview a page', () => {
    expect(decideRoute(signedOut, '/media', '?iframe=true')).toEqual(shows('bare', 'login'));
    expect(decideRoute(signedOut, '/preview')).toEqual(shows('bare', 'login'));
  });
});

describe('signed in, no event selected', () => {
  it.each([
    ['/presenter/x1', 'presenter-view', { id: 'x1' }],
    ['/poll/q1/event/e9', 'poll-view', { id: 'q1', eventID: 'e9' }],
    ['/polls/e9/encoder', 'poll-encoder', { eventID: 'e9' }],
    ['/invite/i1/ada@example.com', 'invite', { inviteID: 'i1', email: 'ada@example.com' }],
  ])('%s is a standalone page', (path, screen, params) => {
    expect(decideRoute(noEvent, path)).toEqual(shows('bare', screen, params));
  });

  it.each([
    ['/', 'my-events', {}],
    ['/events', 'my-events', {}],
    ['/organization/o1', 'organization-events', { id: 'o1' }],
    ['/organization/o1/materials', 'organization-materials', { id: 'o1' }],
    ['/member/o1', 'members', { id: 'o1' }],
    ['/about', 'about', {}],
    ['/settings', 'account-settings', {}],
    ['/access', 'access', {}],
  ])('%s shows %s in the account area', (path, screen, params) => {
    expect(decideRoute(noEvent, path)).toEqual(shows('account', screen, params));
  });

  it('opens the preview of the page its query names', () => {
    expect(decideRoute(noEvent, '/preview', '?eventID=e1&pageID=p1&user=u1')).toEqual(shows('bare', 'page-preview'));
  });

  it.each(['/media', '/signup', '/livetool', '/pt/event/p1/stream/s1', '/page-iframe/p1', '/x/y/z'])(
    '%s falls back to the event picker',
    (path) => {
      expect(decideRoute(noEvent, path)).toEqual(shows('account', 'my-events'));
    },
  );
});

describe('signed in, event selected', () => {
  it.each([
    ['/presenter/x1', 'presenter-view', { id: 'x1' }],
    ['/invite/i1/ada@example.com', 'invite', { inviteID: 'i1', email: 'ada@example.com' }],
    ['/poll/q1/event/e9', 'poll-view', { id: 'q1', eventID: 'e9' }],
    ['/polls/e9/encoder', 'poll-encoder', { eventID: 'e9' }],
    ['/preview', 'page-preview', {}],
    ['/livetool', 'livetool', {}],
    ['/livetool/l1', 'livetool', { id: 'l1' }],
    ['/moderation/e9/tablet', 'moderation-tablet', { eventID: 'e9' }],
    ['/pt/event/p1/stream/s1', 'presenter-tool', { presEventID: 'p1', streamID: 's1' }],
  ])('%s is a standalone page without the sidebar', (path, screen, params) => {
    expect(decideRoute(withEvent, path)).toEqual(shows('bare', screen, params));
  });

  it.each([
    ['/', 'dashboard', {}],
    ['/media', 'media', {}],
    ['/pages', 'pages', {}],
    ['/pages/create-page', 'page-create', {}],
    ['/pages/pg1', 'page-builder', { id: 'pg1' }],
    ['/menus', 'menus', {}],
    ['/menu/m1', 'menu-editor', { id: 'm1' }],
    ['/streams', 'streams', {}],
    ['/live/l1', 'stream-detail', { liveID: 'l1' }],
    ['/chats', 'chats', {}],
    ['/polls', 'polls', {}],
    ['/zoom', 'zoom', {}],
    ['/material', 'material', {}],
    ['/presenters', 'presenters', {}],
    ['/decks', 'decks', {}],
    ['/agenda', 'agenda', {}],
    ['/agenda/a1', 'agenda-entry', { id: 'a1' }],
    ['/video-editor/v1', 'video-editor', { mediaID: 'v1' }],
    ['/video/v1/cut', 'video', { id: 'v1', type: 'cut' }],
    ['/participants', 'participants', {}],
    ['/participants/import', 'participants-import', {}],
    ['/settings', 'event-settings', {}],
  ])('%s shows %s in the admin layout', (path, screen, params) => {
    expect(decideRoute(withEvent, path)).toEqual(shows('admin', screen, params));
  });

  // Issue 30: Pages and Agenda had screens but no way to them from the interface.
  it('gives every admin screen without a parameter an entry in the sidebar, Pages and Agenda too', () => {
    expect(adminNavKeys).toEqual(expect.arrayContaining(['/pages', '/agenda']));
    for (const path of adminNavKeys) expect(decideRoute(withEvent, path)).toMatchObject({ kind: 'screen', layout: 'admin' });
  });

  it.each([
    ['/pages/create-page', '/pages'],
    ['/pages/pg1', '/pages'],
    ['/agenda/a1', '/agenda'],
  ])('%s marks the sidebar entry %s', (path, entry) => {
    expect(selectedKeyFor(path, adminNavKeys)).toBe(entry);
  });

  it.each(['/events', '/organization/o1'])('%s redirects to the dashboard', (path) => {
    expect(decideRoute(withEvent, path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/about', '/access', '/member/o1', '/organization/o1/materials', '/signup', '/nope'])(
    '%s shows the not-found screen',
    (path) => {
      expect(decideRoute(withEvent, path)).toEqual(shows('admin', 'not-found'));
    },
  );

  it('shows none of the back office when the URL carries the embedded-frame marker (page-iframe is the site entry\'s)', () => {
    for (const path of ['/', '/media', '/livetool', '/events']) {
      expect(decideRoute(withEvent, path, '?iframe=true')).toEqual(shows('bare', 'not-found'));
    }
  });

  it('treats other values of the marker as a normal URL', () => {
    expect(decideRoute(withEvent, '/media', '?iframe=false')).toEqual(shows('admin', 'media'));
  });

  it('accepts a trailing slash and decodes parameters', () => {
    expect(decideRoute(withEvent, '/media/')).toEqual(shows('admin', 'media'));
    expect(decideRoute(withEvent, '/invite/i1/ada%40example.com')).toEqual(
      shows('bare', 'invite', { inviteID: 'i1', email: 'ada@example.com' }),
    );
  });
});

describe('after an event is picked in the event picker', () => {
  it.each([
    ['/media', '', '/media'],
    ['/pages/pg1', '', '/pages/pg1'],
    ['/livetool', '', '/livetool'],
    ['/preview', '?eventID=e1&pageID=p1&user=u1', '/preview?eventID=e1&pageID=p1&user=u1'],
  ])('the deep link %s%s the picker stood in for opens', (path, search, expected) => {
    expect(pathAfterPickingEvent(path, search)).toBe(expected);
  });

  it.each(['/', '/events', '/organization/o1', '/nope/at/all', '/about'])('%s leads to the dashboard', (path) => {
    expect(pathAfterPickingEvent(path)).toBe('/');
  });
});
