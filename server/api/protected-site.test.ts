/**
 * Issue 25: a site that is not open (a password, email protection, or registration) shares nothing with strangers,
 * on every path they could take (server/testing/protected-site.ts lists them: documents, queries
 * and subscriptions, /api calls, HLS, recordings, the cue log by the key of the open site); a
 * change of protection ends a former viewer's HLS and cue log; pass holders and members keep it
 * all, and an open event is as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_CUES } from '@domain/livetool/stream-cues';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { protectedEvent, strangerPaths, type ProtectedEvent } from '../testing/protected-site';
import { TempServer } from '../testing/temp-server';
import { registrantId } from './participant-ids';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

let server: TempServer;
let owner: { browser: HttpSession; uid: string };

const get = (browser: HttpSession, path: string) => browser.request(path, { method: 'GET' });


/** What a viewer's player fetches, from the address watchStream gave: the master, then the relative variant and segment. */
async function playable(browser: HttpSession, playbackUrl: string): Promise<number[]> {
  const base = playbackUrl.slice(0, playbackUrl.lastIndexOf('/') + 1);
  return Promise.all([playbackUrl, `${base}v0/index.m3u8`, `${base}v0/seg000001.ts`].map(async (path) => (await get(browser, path)).status));
}

/** The cue log a key names, read over the WebSocket as the site's player reads it: its data, or null. */
async function cueLog(browser: HttpSession, ev: ProtectedEvent, cueKey: string) {
  const socket = await browser.socket();
  try {
    const res = await socket.request({ op: 'get', path: STREAM_CUES(ev.eventId, ev.streamId, cueKey) });
    return res.ok && res.result.exists ? res.result.data : null;
  } finally {
    socket.close();
  }
}

beforeAll(async () => {
  server = new TempServer({ seed: false });
  await server.start();
  owner = await server.signedUp('olivia@example.com');
  await server.running.engine.commit(organizationWrites('org1', 'Acme', [[owner, 'owner']]));
});
afterAll(() => server.dispose());

describe.each(['password', 'email', 'registration'] as const)('a %s-protected event', (protection) => {
  let ev: ProtectedEvent;
  beforeAll(async () => {
    ev = await protectedEvent(server, owner.browser, 'org1', `closed-${protection}`, protection);
  });

  it('answers a stranger without a pass on no path', async () => {
    const paths = await strangerPaths(server.session(), ev);
    // votePoll's site check is another change's (issue 25, poll ballots); every other path is this one's.
    const reached = paths.filter((p) => p.reached && p.path !== 'vote in the poll');
    expect(reached).toEqual([]);
    expect(paths.length).toBeGreaterThan(30);
  });

  it('gives a pass holder the chat, the poll, the stream and its cue log, and takes posts', async () => {
    const viewer = server.session();
    const { pass } =
      protection === 'registration'
        ? await ok(viewer, 'registerForEvent', { eventId: ev.eventId, answers: { firstName: 'Grace', email: 'grace2@example.com' } })
        : await ok(viewer, 'unlockEventSite', { eventId: ev.eventId, secret: ev.secret });
    const e = `events/${ev.eventId}`;
    const chat = await ok(viewer, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${e}/chats/${ev.chatId}` });
    expect(chat.docs).toEqual([{ id: ev.chatId, data: expect.objectContaining({ title: 'Questions' }) }]);
    const messages = await ok(viewer, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${e}/chats/${ev.chatId}/messages`, where: [{ field: 'type', op: 'in', value: ['accepted', 'presenter'] }] });
    expect(messages.docs).toEqual([{ id: ev.messageId, data: expect.objectContaining({ text: 'secret question', createdAt: { '@date': expect.any(Number) } }) }]);
    // Only the documents the matrix makes public for an open site: not every message, not another row.
    expect((await call(viewer, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${e}/chats/${ev.chatId}/messages` })).status).toBe(403);
    expect((await call(viewer, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${e}/users/${ev.participantId}` })).status).toBe(403);
    expect((await ok(viewer, 'readSiteAudience', { eventId: ev.eventId, pass, path: `${e}/polls/${ev.pollId}` })).docs).toHaveLength(1);
    expect(await ok(viewer, 'postChatMessage', { eventId: ev.eventId, chatId: ev.chatId, text: 'hello', pass })).toMatchObject({ status: 'accepted' });
    const watched = await ok(viewer, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId, pass });
    // Signed for the participant the pass names where the site asks for one.
    const named = protection === 'password' ? '' : '\\.[\\w-]+';
    expect(watched.playbackUrl).toMatch(new RegExp(`^/hls/~[0-9a-z]+${named}\\.[\\w-]{43}/${ev.transcoderId}/viewer/master\\.m3u8$`));
    expect(await playable(viewer, watched.playbackUrl)).toEqual([200, 200, 200]);
    expect(watched.cueKey).not.toBe(ev.openCueKey);
    expect(await cueLog(viewer, ev, watched.cueKey)).toMatchObject({ cues: [{ slide: 'secret slide' }] });
  });

  it('gives a member everything without a pass', async () => {
    const e = `events/${ev.eventId}`;
    const socket = await owner.browser.socket();
    try {
      const messages = await socket.request({ op: 'list', query: { path: `${e}/chats/${ev.chatId}/messages` } });
      expect(messages.result.length).toBeGreaterThan(0);
      expect((await socket.request({ op: 'get', path: `${e}/polls/${ev.pollId}` })).result.exists).toBe(true);
    } finally {
      socket.close();
    }
    const watched = await ok(owner.browser, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId });
    expect(await playable(owner.browser, watched.playbackUrl)).toEqual([200, 200, 200]);
    expect(await ok(owner.browser, 'postChatMessage', { eventId: ev.eventId, chatId: ev.chatId, text: 'from the team' })).toMatchObject({ status: 'accepted' });
  });
});

describe('a change of protection', () => {
  it('ends a former viewer’s HLS, recording and cue log, and the new pass plays again', async () => {
    const ev = await protectedEvent(server, owner.browser, 'org1', 'rotated', 'password');
    const viewer = server.session();
    const { pass } = await ok(viewer, 'unlockEventSite', { eventId: ev.eventId, secret: ev.secret });
    const before = await ok(viewer, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId, pass });
    expect(await playable(viewer, before.playbackUrl)).toEqual([200, 200, 200]);
    const recording = before.playbackUrl.replace(/^\/hls\/(~[^/]+)\/([^/]+)\/viewer\/master\.m3u8$/, '/recordings/$1/$2.mp4');
    expect((await get(viewer, recording)).status).toBe(200);
    expect(await cueLog(viewer, ev, before.cueKey)).not.toBeNull();

    await ok(owner.browser, 'setEventProtection', { eventId: ev.eventId, protection: 'password', secret: 'a new secret' });
    expect(await playable(viewer, before.playbackUrl)).toEqual([404, 404, 404]);
    expect((await get(viewer, recording)).status).toBe(404);
    expect(await cueLog(viewer, ev, before.cueKey)).toBeNull();
    expect((await call(viewer, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId, pass })).status).toBe(403);

    const { pass: again } = await ok(viewer, 'unlockEventSite', { eventId: ev.eventId, secret: 'a new secret', pass });
    const after = await ok(viewer, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId, pass: again });
    expect(await playable(viewer, after.playbackUrl)).toEqual([200, 200, 200]);
    expect(await cueLog(viewer, ev, after.cueKey)).toMatchObject({ cues: [{ slide: 'secret slide' }] });
  });
});

describe.each(['email', 'registration'] as const)('a participant removed from a %s-protected event', (protection) => {
  it('loses the HLS, the cue log and watchStream at once, while another participant keeps them', async () => {
    const ev = await protectedEvent(server, owner.browser, 'org1', `removed-${protection}`, protection);
    const [ann, ben] = ['ann@example.com', 'ben@example.com'];
    if (protection === 'email') await ok(owner.browser, 'importParticipants', { eventId: ev.eventId, rows: [{ email: ann }, { email: ben }] });
    const passOf = async (viewer: HttpSession, email: string): Promise<string> =>
      protection === 'email'
        ? (await ok(viewer, 'unlockEventSite', { eventId: ev.eventId, secret: email })).pass
        : (await ok(viewer, 'registerForEvent', { eventId: ev.eventId, answers: { firstName: 'Viewer', email } })).pass;
    const [annBrowser, benBrowser] = [server.session(), server.session()];
    const [annPass, benPass] = [await passOf(annBrowser, ann), await passOf(benBrowser, ben)];
    const watch = (viewer: HttpSession, pass: string) => call(viewer, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId, pass });
    const annWatched = (await watch(annBrowser, annPass)).json.result;
    const benWatched = (await watch(benBrowser, benPass)).json.result;
    expect(await playable(annBrowser, annWatched.playbackUrl)).toEqual([200, 200, 200]);
    expect(await cueLog(annBrowser, ev, annWatched.cueKey)).not.toBeNull();

    await ok(owner.browser, 'deleteParticipant', { eventId: ev.eventId, participantId: registrantId(ann) });
    expect(await playable(annBrowser, annWatched.playbackUrl)).toEqual([404, 404, 404]);
    expect(await cueLog(annBrowser, ev, annWatched.cueKey)).toBeNull();
    expect((await watch(annBrowser, annPass)).status).toBe(403);

    expect(await playable(benBrowser, benWatched.playbackUrl)).toEqual([200, 200, 200]);
    const benAgain = await watch(benBrowser, benPass);
    expect(benAgain.status).toBe(200);
    expect(await cueLog(benBrowser, ev, benAgain.json.result.cueKey)).toMatchObject({ cues: [{ slide: 'secret slide' }] });
  });
});

describe('an open event', () => {
  it('shares its chat, poll, HLS and cue log with anyone, without a pass', async () => {
    const { eventId } = await ok(owner.browser, 'createEvent', { title: 'Open', slug: 'wide-open', language: 'en', organizationId: 'org1' });
    const ev = await protectedEvent(server, owner.browser, 'org1', 'open-then-protected', 'password');
    // The same content in an event that stays open: the protected one's fixture, opened again.
    await ok(owner.browser, 'setEventProtection', { eventId: ev.eventId, protection: null, secret: '' });
    for (let i = 0; i < 500 && (await server.running.engine.get(`eventSites/${ev.eventId}`))?.data.open !== true; i++) await new Promise((r) => setTimeout(r, 10));
    const stranger = server.session();
    const paths = await strangerPaths(stranger, ev);
    const reached = new Set(paths.filter((p) => p.reached).map((p) => p.path));
    for (const path of ['get chat', 'list accepted messages', 'subscribe: accepted messages', 'get poll', 'post into the chat', 'HLS master playlist', 'HLS segment', 'recording']) {
      expect(reached, path).toContain(path);
    }
    const watched = await ok(stranger, 'watchStream', { eventId: ev.eventId, streamId: ev.streamId });
    // No credential for an open site: the address is the encoder's own, for viewers.
    expect(watched.playbackUrl).toBe(`/hls/${ev.transcoderId}/viewer/master.m3u8`);
    expect(await cueLog(stranger, ev, watched.cueKey)).not.toBeNull();
    const socket = await stranger.socket();
    try {
      const listed = await socket.request({ op: 'list', query: { path: 'eventSites', where: [{ field: 'slug', op: '==', value: 'wide-open' }, { field: 'open', op: '==', value: true }] } });
      expect(listed.result.map((d: { id: string }) => d.id)).toEqual([eventId]);
    } finally {
      socket.close();
    }
  });
});
