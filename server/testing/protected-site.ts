/**
 * Test support (issue 25): an event whose site is not open, with everything its audience could
 * reach (a chat with accepted messages that approves itself, a poll and its tally, a published
 * page, a stream on air with its HLS files and recording in place, its cue log, a registered
 * participant), and every path a stranger could try to reach any of it: documents, queries and
 * subscriptions over the WebSocket, /api calls, HLS, recordings and the cue log by the key viewers
 * held while the site was open. server/api/protected-site.test.ts and `npm run bench:protected`
 * share them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PUBLIC_MESSAGE_TYPES } from '@domain/chats/chat';
import { STREAM_CUES } from '@domain/livetool/stream-cues';
import { EVENT_SITES, EVENT_SITE, publicPageFilters } from '@domain/pages/event-site';
import { newComponent, PALETTE } from '@domain/pages/component';
import { PARTICIPANTS_COLLECTION } from '@domain/events/analytics';
import { DEFAULT_REGISTRATION_FIELDS } from '@domain/events/event-settings';
import { TRANSCODERS } from '@domain/streams/stream';
import { callApiOk as ok } from './api-calls';
import type { HttpSession } from './http-session';
import type { TempServer } from './temp-server';

export type Protection = 'password' | 'email' | 'registration';

export type ProtectedEvent = {
  eventId: string;
  slug: string;
  chatId: string;
  messageId: string;
  pollId: string;
  streamId: string;
  transcoderId: string;
  /** The cue key viewers were given while the site was open. */
  openCueKey: string;
  participantId: string;
  /** What a viewer gives to get in: the password, or (email protection) the participant's address. */
  secret: string;
};

export const SITE_SECRET = 'open sesame';
const PARTICIPANT_EMAIL = 'grace@example.com';
/** The registration form: a required first name and the email address. */
const REGISTRATION_FIELDS = [{ ...DEFAULT_REGISTRATION_FIELDS[0], selected: true, required: true }, DEFAULT_REGISTRATION_FIELDS[2]];

/** The stream's HLS files and recording where the local media server keeps them. */
function placeMediaFiles(dataDir: string, transcoderId: string): void {
  const folder = join(dataDir, 'encoder', 'transcoders', transcoderId);
  mkdirSync(join(folder, 'hls', 'v0'), { recursive: true });
  writeFileSync(join(folder, 'hls', 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nv0/index.m3u8\n');
  writeFileSync(join(folder, 'hls', 'v0', 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg000001.ts\n');
  writeFileSync(join(folder, 'hls', 'v0', 'seg000001.ts'), Buffer.alloc(188 * 4, 0x47));
  writeFileSync(join(folder, 'recording.mp4'), Buffer.alloc(64, 1));
}

/**
 * The event, open at first (so a viewer could note the cue key and the HLS address), then
 * protected by a password or by email (its participant gets in), or asking viewers to register. `owner` owns organisation `org`.
 */
export async function protectedEvent(server: TempServer, owner: HttpSession, org: string, slug: string, protection: Protection): Promise<ProtectedEvent> {
  const { eventId } = await ok(owner, 'createEvent', { title: `Event ${slug}`, slug, language: 'en', organizationId: org });
  const { pageId } = await ok(owner, 'createPage', { eventId, page: { title: 'Main', template: 'container', states: ['prelive', 'live'], tags: [] } });
  await ok(owner, 'publishPage', { eventId, pageId, components: [newComponent(PALETTE[1], 'c1')], baseRevision: 0 });
  const ids = { chatId: 'chat1', messageId: 'msg1', pollId: 'poll1', streamId: 'stream1', participantId: 'person1' };
  const transcoderId = randomBytes(16).toString('base64url');
  const openCueKey = randomBytes(32).toString('base64url');
  const now = new Date();
  const e = `events/${eventId}`;
  await server.running.engine.commit([
    { type: 'set', path: `${e}/chats/${ids.chatId}`, data: { title: 'Questions', online: true, signIn: false, autoApprove: true } },
    { type: 'set', path: `${e}/chats/${ids.chatId}/messages/${ids.messageId}`, data: { text: 'secret question', username: 'Ada', type: 'accepted', createdAt: now } },
    { type: 'set', path: `${e}/polls/${ids.pollId}`, data: { question: 'Which?', type: 'multiple', data: { o1: { text: 'One', value: 0 } }, active: true, createdAt: now } },
    { type: 'set', path: `${e}/pollResults/${ids.pollId}`, data: { total: 3, counts: { o1: 3 } } },
    {
      type: 'set',
      path: `${e}/streams/${ids.streamId}`,
      data: { title: 'Main stage', type: 'video', streamType: 'default', live: true, streamLive: true, vod: false, wowzaID: transcoderId, direct: `/hls/${transcoderId}/master.m3u8`, cueKey: openCueKey },
    },
    { type: 'set', path: `${TRANSCODERS}/${transcoderId}`, data: { eventID: eventId, streamID: ids.streamId, encoder: 'local', createdAt: now } },
    { type: 'set', path: STREAM_CUES(eventId, ids.streamId, openCueKey), data: { onAir: true, cues: [{ seq: 1, at: 0, kind: 'slide', slide: 'secret slide' }] } },
    { type: 'set', path: `${PARTICIPANTS_COLLECTION(eventId)}/${ids.participantId}`, data: { email: PARTICIPANT_EMAIL, firstName: 'Grace', registered: true, disabled: false } },
  ]);
  placeMediaFiles(server.dataDir, transcoderId);
  if (protection === 'registration') await ok(owner, 'updateEventSettings', { eventId, settings: { registerReq: true, registration: REGISTRATION_FIELDS } });
  else await ok(owner, 'setEventProtection', { eventId, protection, secret: protection === 'password' ? SITE_SECRET : '' });
  // The site's mirror follows the event within its commit listener's run.
  for (let i = 0; i < 500 && (await server.running.engine.get(EVENT_SITE(eventId)))?.data.open !== false; i++) await new Promise((r) => setTimeout(r, 10));
  return { eventId, slug, ...ids, transcoderId, openCueKey, secret: protection === 'email' ? PARTICIPANT_EMAIL : SITE_SECRET };
}

export type PathResult = { path: string; reached: boolean; detail: string };

type Frame = Record<string, unknown> & { ok?: boolean; result?: unknown; error?: unknown };

/** Whether a WebSocket answer carries data: a document that exists, or a non-empty list. */
function carriesData(frame: Frame | null): boolean {
  if (!frame || frame.ok === false || frame.t === 'suberr') return false;
  const result = (frame.result ?? frame.doc ?? frame.docs) as unknown;
  if (Array.isArray(result)) return result.length > 0;
  return typeof result === 'object' && result !== null && (result as { exists?: unknown }).exists === true;
}

/**
 * Tries every path a stranger (`stranger`, signed out, holding no pass but the cue key and the HLS
 * address viewers held while the site was open) could take to the event's data. `reached`: the
 * answer carried any of it.
 */
export async function strangerPaths(stranger: HttpSession, ev: ProtectedEvent): Promise<PathResult[]> {
  const e = `events/${ev.eventId}`;
  const results: PathResult[] = [];
  const note = (path: string, reached: boolean, detail: string) => results.push({ path, reached, detail });
  const socket = await stranger.socket();
  try {
    const gets: [string, string][] = [
      ['get chat', `${e}/chats/${ev.chatId}`],
      ['get message', `${e}/chats/${ev.chatId}/messages/${ev.messageId}`],
      ['get poll', `${e}/polls/${ev.pollId}`],
      ['get poll results', `${e}/pollResults/${ev.pollId}`],
      ['get stream', `${e}/streams/${ev.streamId}`],
      ['get cue log by the open site’s key', STREAM_CUES(ev.eventId, ev.streamId, ev.openCueKey)],
      ['get participant', `${PARTICIPANTS_COLLECTION(ev.eventId)}/${ev.participantId}`],
      ['get event', e],
    ];
    const publicMessages = { field: 'type', op: 'in', value: [...PUBLIC_MESSAGE_TYPES] };
    const queries: [string, Record<string, unknown>][] = [
      ['list protected sites', { path: EVENT_SITES, where: [{ field: 'open', op: '==', value: false }] }],
      ['list sites by slug', { path: EVENT_SITES, where: [{ field: 'slug', op: '==', value: ev.slug }] }],
      ['list chats', { path: `${e}/chats` }],
      ['list accepted messages', { path: `${e}/chats/${ev.chatId}/messages`, where: [publicMessages] }],
      ['list polls', { path: `${e}/polls` }],
      ['list participants', { path: PARTICIPANTS_COLLECTION(ev.eventId) }],
      ['list the site’s pages', { path: `${e}/pages`, where: publicPageFilters('prelive') }],
    ];
    for (const [name, path] of gets) {
      const res = (await socket.request({ op: 'get', path })) as Frame;
      note(name, carriesData(res), res.ok ? 'answered' : 'refused');
      const sub = await socket.subscribe({ doc: path });
      note(`subscribe: ${name.replace(/^get /, '')}`, carriesData(sub.first as Frame | null), sub.res.ok ? 'subscribed' : 'refused');
    }
    for (const [name, query] of queries) {
      const res = (await socket.request({ op: 'list', query })) as Frame;
      note(name, carriesData(res), res.ok ? 'answered' : 'refused');
      const sub = await socket.subscribe({ query });
      const first = sub.first as Frame | null;
      note(`subscribe: ${name.replace(/^list /, '')}`, !!first && Array.isArray(first.docs) && first.docs.length > 0, sub.res.ok ? 'subscribed' : 'refused');
    }
  } finally {
    socket.close();
  }

  const calls: [string, string, Record<string, unknown>, (result: Record<string, unknown>) => boolean][] = [
    ['post into the chat', 'postChatMessage', { eventId: ev.eventId, chatId: ev.chatId, text: 'let me in' }, () => true],
    ['read the chat through the server', 'readSiteAudience', { eventId: ev.eventId, path: `${e}/chats/${ev.chatId}` }, (r) => (r.docs as unknown[]).length > 0],
    ['read the poll through the server', 'readSiteAudience', { eventId: ev.eventId, path: `${e}/polls/${ev.pollId}` }, (r) => (r.docs as unknown[]).length > 0],
    ['watch the stream', 'watchStream', { eventId: ev.eventId, streamId: ev.streamId }, () => true],
    ['start watching', 'startWatching', { eventId: ev.eventId, streamId: ev.streamId }, () => true],
    ['record a visit', 'recordVisit', { eventId: ev.eventId, visitorId: 'a-stranger-visitor' }, () => true],
    ['the site’s pages', 'eventSiteContent', { eventId: ev.eventId }, (r) => (r.pages as unknown[]).length > 0],
    ['vote in the poll', 'votePoll', { eventId: ev.eventId, pollId: ev.pollId, optionId: 'o1' }, () => true],
  ];
  for (const [name, call, input, hasData] of calls) {
    const res = await stranger.post(`/api/call/${call}`, input);
    note(name, res.status === 200 && hasData(res.json.result as Record<string, unknown>), res.status === 200 ? '200' : `${res.status} ${res.json?.error?.message ?? ''}`);
  }

  const files: [string, string][] = [
    ['HLS master playlist', `/hls/${ev.transcoderId}/master.m3u8`],
    ['HLS variant playlist', `/hls/${ev.transcoderId}/v0/index.m3u8`],
    ['HLS segment', `/hls/${ev.transcoderId}/v0/seg000001.ts`],
    ['recording', `/recordings/${ev.transcoderId}.mp4`],
  ];
  for (const [name, path] of files) {
    const res = await stranger.request(path, { method: 'GET' });
    note(name, res.status === 200 || res.status === 206, `${res.status}`);
  }
  return results;
}
