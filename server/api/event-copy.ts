/**
 * What the copy of an event holds (spec 000 sections 2.8, 3 and 9), worked out without touching
 * the database: the event's settings and the chosen collections' documents, each under a new id,
 * with the references between them rewritten to the new ids. A reference to something that was
 * not copied is cleared rather than left pointing into the source event.
 *
 * Nothing of the source's live state comes along: streams lose their transcoder, playback, video
 * and view figures and go back to not live; polls are inactive, their results not copied (the copy's counts start at zero); chats
 * are offline (their messages and mutes are never read); page versions stay with the source, so
 * a copied page starts with no revisions. Analytics, participants, view tokens, notes, stream
 * logs and stream credentials are not duplicable collections at all.
 */
import type { DocData, DocValue } from '@domain/documents/values';
import { DUPLICABLE_COLLECTIONS, type DuplicableCollection } from '@domain/events/event-rules';
import { NO_PRESENTER_CONTROL } from '@domain/presenting/presenter-pool';

export type SourceDoc = { id: string; data: DocData };

export type CopySource = {
  eventId: string;
  event: DocData;
  /** The chosen collections' documents; a collection that was not chosen is absent. */
  content: Partial<Record<DuplicableCollection, SourceDoc[]>>;
};

export type CopiedDoc = { path: string; data: DocData };
/** `settings`: the copied event fields, to which the caller adds the new title, slug and language. */
export type EventCopy = { settings: DocData; docs: CopiedDoc[] };

/** Where each collection lives; Zoom meetings are top-level, tied to their event by `resource`. */
export const COLLECTION_PATHS: Readonly<Record<DuplicableCollection, (eventId: string) => string>> = {
  streams: (eventId) => `events/${eventId}/streams`,
  polls: (eventId) => `events/${eventId}/polls`,
  chats: (eventId) => `events/${eventId}/chats`,
  zooms: () => 'zoomMeetings',
  menus: (eventId) => `events/${eventId}/menus`,
  pages: (eventId) => `events/${eventId}/pages`,
};

/**
 * The event fields a copy keeps: its settings. Identity (title, slug, status, state, creation,
 * organisation) is the new event's own; `refresh` is a live signal to the source's viewers.
 */
export const COPIED_EVENT_FIELDS = [
  'date',
  'tags',
  'colors',
  'font',
  'favicon',
  'showPageTitle',
  'redirectURL',
  'description',
  'userTypes',
  'registerReq',
  'registration',
  'registrationBg',
  'termsOfService',
  'privacyPolicy',
  // A protected event's copy stays protected with the same secret rather than opening up.
  'protectionType',
  'passHash',
  'pinHash',
  'styleSheet',
] as const;

/** What a stream holds while it runs or after it ran; a copied stream starts without any of it. */
const STREAM_LIVE_FIELDS = [
  'wowzaID',
  'transcoderStatus',
  'direct',
  'uptime',
  'startTimes',
  'preview',
  'vod',
  'vodID',
  'videoID',
  'videoStatus',
  'masterVideo',
  'masterStatus',
  'views',
  'viewTime',
  'inject_items',
  'slideSync',
  'presenterNext',
  'rehearsal',
  'rehearsalState',
  'rehearsalDropLive',
];

/** Fields naming the event a document belongs to. */
const EVENT_REFERENCE_FIELDS = ['eventID', 'eventId', 'resource', 'resourceID'];

type IdMaps = Readonly<Record<DuplicableCollection, ReadonlyMap<string, string>>>;

const isObject = (value: DocValue | undefined): value is DocData =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The new id for a reference, or `empty` when what it named was not copied. */
const relink = (map: ReadonlyMap<string, string>, value: DocValue | undefined, empty: DocValue): DocValue =>
  (typeof value === 'string' && map.get(value)) || empty;

/** A list of `{id, ...}` entries (menu links, page children) pointing at the copies; entries of what was not copied go. */
function relinkList(map: ReadonlyMap<string, string>, list: DocValue): DocValue {
  if (!Array.isArray(list)) return list;
  return list.flatMap((entry) => {
    const id = isObject(entry) ? entry.id : undefined;
    return isObject(entry) && typeof id === 'string' && map.has(id) ? [{ ...entry, id: map.get(id)! }] : [];
  });
}

/** `data` with these fields replaced, only where the source has them. */
function replacing(data: DocData, values: DocData): DocData {
  const out = { ...data };
  for (const [key, value] of Object.entries(values)) if (key in data) out[key] = value;
  return out;
}

function without(data: DocData, keys: readonly string[]): DocData {
  const out = { ...data };
  for (const key of keys) delete out[key];
  return out;
}

type Rewrite = (data: DocData, ids: IdMaps) => DocData;

/** A page block pointing at the copies: its stream, a Poll block's poll (issue 16), a Chat or Send Message block's chat. */
function relinkComponent(component: DocValue, ids: IdMaps): DocValue {
  if (!isObject(component)) return component;
  const out: DocData = 'streamID' in component ? { ...component, streamID: relink(ids.streams, component.streamID, '') } : { ...component };
  let editor = out.editor;
  if (isObject(editor) && 'pollID' in editor) editor = { ...editor, pollID: relink(ids.polls, editor.pollID, '') };
  if (isObject(editor) && 'chatID' in editor) editor = { ...editor, chatID: relink(ids.chats, editor.chatID, '') };
  if (editor !== undefined) out.editor = editor;
  return out;
}

const rewrites: Readonly<Record<DuplicableCollection, Rewrite>> = {
  streams: (data, ids) =>
    replacing(without(data, STREAM_LIVE_FIELDS), {
      live: false,
      streamLive: false,
      dropLive: false,
      presenterCurrent: null,
      // Presenters and decks are not duplicable: the copy's stream has none of the source's.
      presenterPool: [],
      ...NO_PRESENTER_CONTROL,
      deckID: null,
      chatID: relink(ids.chats, data.chatID, null),
    }),
  // A poll's tally lives in its results document, which is not copied: the copy starts at zero.
  polls: (data) => replacing(data, { active: false, streamOverlay: false, showInStream: false }),
  chats: (data) => replacing(data, { online: false }),
  zooms: (data) => data,
  menus: (data, ids) => replacing(data, { pages: relinkList(ids.pages, data.pages ?? null) }),
  pages: (data, ids) =>
    replacing(data, {
      children: relinkList(ids.pages, data.children ?? null),
      revisions: 0,
      components: Array.isArray(data.components) ? data.components.map((component) => relinkComponent(component, ids)) : (data.components ?? null),
    }),
};

/** The copy of `source` as event `newEventId`; `newId` gives each copied document of a collection its id. */
export function planEventCopy(source: CopySource, newEventId: string, newId: (collection: DuplicableCollection) => string): EventCopy {
  const ids = {} as Record<DuplicableCollection, Map<string, string>>;
  for (const name of DUPLICABLE_COLLECTIONS) ids[name] = new Map((source.content[name] ?? []).map((doc) => [doc.id, newId(name)]));
  const ownEvent = (data: DocData) =>
    replacing(data, Object.fromEntries(EVENT_REFERENCE_FIELDS.filter((key) => data[key] === source.eventId).map((key) => [key, newEventId])));

  const docs = DUPLICABLE_COLLECTIONS.flatMap((name) =>
    (source.content[name] ?? []).map((doc) => ({
      path: `${COLLECTION_PATHS[name](newEventId)}/${ids[name].get(doc.id)!}`,
      data: ownEvent(rewrites[name](doc.data, ids)),
    })),
  );
  const settings: DocData = Object.fromEntries(COPIED_EVENT_FIELDS.filter((key) => key in source.event).map((key) => [key, source.event[key]]));
  const eventReferences = [['frontPage', ids.pages], ['headerMenu', ids.menus], ['footerMenu', ids.menus]] as const;
  for (const [key, map] of eventReferences) if (key in source.event) settings[key] = relink(map, source.event[key], '');
  return { settings, docs };
}
