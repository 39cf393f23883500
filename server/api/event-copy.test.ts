/** The copy plan of a duplicate: new ids everywhere, references rewritten or cleared, no live state. */
import { describe, expect, it } from 'vitest';
import { planEventCopy, type CopySource } from './event-copy';

/** Ids handed out in order, so a test can tell which copy got which. */
const counter = () => {
  let next = 0;
  return () => `n${++next}`;
};

const byPath = (docs: { path: string; data: unknown }[]) => Object.fromEntries(docs.map((doc) => [doc.path, doc.data]));

const event = {
  title: 'Spring Summit',
  slug: 'spring-summit',
  status: 'created',
  state: 'live',
  refresh: 'token-123',
  createdBy: 'someone',
  organization: 'org1',
  language: 'fi',
  date: new Date(2026, 3, 1),
  tags: ['finance'],
  colors: { mainColor: '#112233', secondaryColor: '#445566', backgroundColor: '#ffffff' },
  styleSheet: { id: 'css', css: 'body { color: red }' },
  registration: [{ name: 'email' }],
  frontPage: 'home',
  headerMenu: 'top',
  footerMenu: 'gone',
};

describe('planEventCopy', () => {
  it('keeps the settings, drops identity and live fields, and points the event at the copied page and menus', () => {
    const source: CopySource = {
      eventId: 'src',
      event,
      content: { pages: [{ id: 'home', data: { title: 'Home' } }], menus: [{ id: 'top', data: { name: 'Main menu' } }] },
    };
    const { settings } = planEventCopy(source, 'dst', counter());
    expect(settings).toEqual({
      date: event.date,
      tags: ['finance'],
      colors: event.colors,
      styleSheet: event.styleSheet,
      registration: event.registration,
      // Ids go out in the collections' order: menus, then pages.
      frontPage: 'n2',
      headerMenu: 'n1',
      // The source's footer menu does not exist: nothing of it is copied.
      footerMenu: '',
    });
  });

  it('clears the event’s page and menu references when those collections are not copied', () => {
    const { settings, docs } = planEventCopy({ eventId: 'src', event, content: {} }, 'dst', counter());
    expect(settings).toMatchObject({ frontPage: '', headerMenu: '', footerMenu: '' });
    expect(docs).toEqual([]);
  });

  it('gives every document a new id under the new event, Zoom meetings at the top level', () => {
    const source: CopySource = {
      eventId: 'src',
      event,
      content: {
        streams: [{ id: 's1', data: { title: 'Main' } }],
        polls: [{ id: 'q1', data: { eventID: 'src', question: 'Why?' } }],
        chats: [{ id: 'c1', data: { title: 'Lobby' } }],
        zooms: [{ id: 'z1', data: { topic: 'Panel', meetingId: '123 456', resource: 'src' } }],
        menus: [{ id: 'm1', data: { name: 'Main menu' } }],
        pages: [{ id: 'p1', data: { title: 'Home' } }],
      },
    };
    const docs = byPath(planEventCopy(source, 'dst', counter()).docs);
    expect(Object.keys(docs)).toEqual([
      'events/dst/streams/n1',
      'events/dst/polls/n2',
      'events/dst/chats/n3',
      'zoomMeetings/n4',
      'events/dst/menus/n5',
      'events/dst/pages/n6',
    ]);
    expect(docs['events/dst/polls/n2']).toEqual({ eventID: 'dst', question: 'Why?' });
    expect(docs['zoomMeetings/n4']).toEqual({ topic: 'Panel', meetingId: '123 456', resource: 'dst' });
  });

  it('resets a stream’s live state and links it to the copied chat, or to none', () => {
    const stream = {
      title: 'Main',
      description: 'Keynote',
      streamType: 'rtmp',
      live: true,
      streamLive: true,
      dropLive: true,
      wowzaID: 'tr-1',
      transcoderStatus: 'running',
      direct: 'https://cdn/live.m3u8',
      uptime: { current: {} },
      startTimes: [{ startTime: 1 }],
      views: 40,
      viewTime: 900,
      vodID: 'v1',
      masterStatus: 'unequal',
      presenterCurrent: 3,
      presenterPool: [{ id: 'pr1', name: 'Ann' }],
      presenterControl: 'pr1',
      deckID: 'd1',
      chatID: 'c1',
    };
    const withChat = planEventCopy(
      { eventId: 'src', event, content: { streams: [{ id: 's1', data: stream }], chats: [{ id: 'c1', data: { title: 'Lobby', online: true } }] } },
      'dst',
      counter(),
    );
    expect(byPath(withChat.docs)).toEqual({
      'events/dst/streams/n1': {
        title: 'Main',
        description: 'Keynote',
        streamType: 'rtmp',
        live: false,
        streamLive: false,
        dropLive: false,
        presenterCurrent: null,
        presenterPool: [],
        presenterControl: null,
        deckID: null,
        chatID: 'n2',
      },
      'events/dst/chats/n2': { title: 'Lobby', online: false },
    });
    const alone = planEventCopy({ eventId: 'src', event, content: { streams: [{ id: 's1', data: stream }] } }, 'dst', counter());
    expect(alone.docs[0].data.chatID).toBeNull();
  });

  it('copies a poll inactive, its options as they were (the tally is not copied)', () => {
    const poll = { question: 'Best?', type: 'select', active: true, streamOverlay: true, showInStream: true, data: { a: { text: 'Yes', value: 7 }, b: { text: 'No', value: 2 } } };
    const { docs } = planEventCopy({ eventId: 'src', event, content: { polls: [{ id: 'q1', data: poll }] } }, 'dst', counter());
    expect(docs[0].data).toEqual({
      question: 'Best?',
      type: 'select',
      active: false,
      streamOverlay: false,
      showInStream: false,
      data: { a: { text: 'Yes', value: 7 }, b: { text: 'No', value: 2 } },
    });
  });

  it('points menus, page children and page components at the copies, dropping links to what was not copied', () => {
    const source: CopySource = {
      eventId: 'src',
      event,
      content: {
        streams: [{ id: 's1', data: { title: 'Main' } }],
        pages: [
          { id: 'home', data: { title: 'Home', revisions: 4, children: [{ id: 'about', slug: 'about' }, { id: 'deleted', slug: 'old' }], components: [{ type: 'stream', streamID: 's1' }, { type: 'html', content: '<p>Hi</p>' }] } },
          { id: 'about', data: { title: 'About', components: [{ type: 'stream', streamID: 'elsewhere' }] } },
        ],
        menus: [{ id: 'top', data: { name: 'Main menu', pages: [{ id: 'about', label: 'About us', slug: 'about' }, { id: 'deleted', label: 'Old', slug: 'old' }] } }],
      },
    };
    const docs = byPath(planEventCopy(source, 'dst', counter()).docs);
    // Ids in the order of the collections: streams, then menus, then pages.
    expect(docs['events/dst/pages/n3']).toEqual({
      title: 'Home',
      revisions: 0,
      children: [{ id: 'n4', slug: 'about' }],
      components: [{ type: 'stream', streamID: 'n1' }, { type: 'html', content: '<p>Hi</p>' }],
    });
    expect(docs['events/dst/pages/n4']).toEqual({ title: 'About', components: [{ type: 'stream', streamID: '' }] });
    expect(docs['events/dst/menus/n2']).toEqual({ name: 'Main menu', pages: [{ id: 'n4', label: 'About us', slug: 'about' }] });
  });

  it('points a Poll block at the copied poll, or at none when polls stay behind', () => {
    const page = { title: 'Vote', components: [{ type: 'poll', editor: { pollID: 'q1' } }] };
    const withPolls = byPath(planEventCopy({ eventId: 'src', event, content: { polls: [{ id: 'q1', data: { question: 'Why?' } }], pages: [{ id: 'p1', data: page }] } }, 'dst', counter()).docs);
    expect(withPolls['events/dst/pages/n2']).toEqual({ title: 'Vote', components: [{ type: 'poll', editor: { pollID: 'n1' } }] });
    const alone = byPath(planEventCopy({ eventId: 'src', event, content: { pages: [{ id: 'p1', data: page }] } }, 'dst', counter()).docs);
    expect(alone['events/dst/pages/n1']).toEqual({ title: 'Vote', components: [{ type: 'poll', editor: { pollID: '' } }] });
  });

  it('points a Chat block at the copied chat, or at none when chats stay behind', () => {
    const page = { title: 'Talk', components: [{ type: 'chat', editor: { title: 'Chat', chatID: 'c1' } }] };
    const withChats = byPath(planEventCopy({ eventId: 'src', event, content: { chats: [{ id: 'c1', data: { title: 'Q&A' } }], pages: [{ id: 'p1', data: page }] } }, 'dst', counter()).docs);
    expect(withChats['events/dst/pages/n2']).toEqual({ title: 'Talk', components: [{ type: 'chat', editor: { title: 'Chat', chatID: 'n1' } }] });
    const alone = byPath(planEventCopy({ eventId: 'src', event, content: { pages: [{ id: 'p1', data: page }] } }, 'dst', counter()).docs);
    expect(alone['events/dst/pages/n1']).toEqual({ title: 'Talk', components: [{ type: 'chat', editor: { title: 'Chat', chatID: '' } }] });
  });

  it('empties a menu’s links and a page’s stream when pages and streams stay behind', () => {
    const source: CopySource = {
      eventId: 'src',
      event,
      content: {
        menus: [{ id: 'top', data: { name: 'Main menu', pages: [{ id: 'home', label: 'Home', slug: 'home' }] } }],
      },
    };
    expect(planEventCopy(source, 'dst', counter()).docs[0].data).toEqual({ name: 'Main menu', pages: [] });
    const pagesOnly = planEventCopy({ eventId: 'src', event, content: { pages: [{ id: 'home', data: { components: [{ streamID: 's1' }] } }] } }, 'dst', counter());
    expect(pagesOnly.docs[0].data).toEqual({ components: [{ streamID: '' }] });
  });
});
