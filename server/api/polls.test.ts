/**
 * Polls over HTTP against a real server (issues 16 and 25): who may create, edit and delete; the
 * editor's rules; votes from signed-in and signed-out voters, one each, only while the poll is
 * active; the refusals (a missing option, a second vote, a closed poll, HTML or a formula kept as
 * text); the tally in one results document; a flood of 10,000 votes from one address; new voters
 * limited per network and event; the event's site gate and the poll's own setting (registered
 * viewers, signed-in users); activating and hiding only while live, with cues viewers follow;
 * who may read a poll, its results and its votes.
 */
import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_DEFAULTS, pollMessages } from '@domain/polls/poll';
import type { PollInput } from '@domain/polls/poll-input';
import { DEFAULT_REGISTRATION_FIELDS } from '@domain/events/event-settings';
import { siteAccessMessages } from '@domain/pages/site-access';
import { voteMessages, VOTERS_PER_ADDRESS, VOTES_PER_ADDRESS } from '@domain/polls/vote';
import { zoomMessages } from '@domain/zoom/zoom-meeting';
import type { HttpSession } from '../testing/http-session';
import { organizationWrites } from '../testing/organization-writes';
import { TempServer } from '../testing/temp-server';
import { callApi as call, callApiOk as ok } from '../testing/api-calls';

const ORG = 'org-polls';
let server: TempServer;
let owner: { browser: HttpSession; uid: string };
let producer: { browser: HttpSession; uid: string };
let viewer: { browser: HttpSession; uid: string };
let eventId: string;

const stored = async (path: string) => (await server.running.engine.get(path))?.data ?? null;
const poll = (changes: Partial<PollInput> = {}): PollInput => ({
  question: 'Which talk next?',
  subtext: 'Pick one',
  type: 'select',
  options: [{ text: 'Rust' }, { text: 'TypeScript' }, { text: 'Go' }],
  chart: 'bar',
  colorPalette: POLL_DEFAULTS.colorPalette,
  bgColor: POLL_DEFAULTS.bgColor,
  ...changes,
});


async function refused(browser: HttpSession, name: string, input: unknown, status: number, message: string) {
  const res = await call(browser, name, input);
  expect(res.status, `${name}: ${res.text}`).toBe(status);
  expect(res.json.error.message).toBe(message);
}

/** A stream on air or not, as the live calls leave it. */
async function stream(streamLive: boolean, event = eventId): Promise<string> {
  const { streamId } = await ok(owner.browser, 'createStream', { eventId: event, stream: { title: 'Keynote', streamType: 'videocast', videoStream: false } });
  if (streamLive) await server.running.engine.commit([{ type: 'update', path: `events/${event}/streams/${streamId}`, data: { live: true, streamLive: true, dropLive: false } }]);
  return streamId;
}

/** A poll opened for votes from a live stream's console. */
async function openPoll(input: PollInput = poll(), event = eventId): Promise<{ pollId: string; options: string[]; streamId: string }> {
  const { pollId } = await ok(producer.browser, 'savePoll', { eventId: event, poll: input });
  const streamId = await stream(true, event);
  await ok(producer.browser, 'activatePoll', { eventId: event, streamId, pollId });
  const data = (await stored(`events/${event}/polls/${pollId}`))!.data as Record<string, { value: number }>;
  return { pollId, streamId, options: Object.keys(data).sort((a, b) => data[a].value - data[b].value) };
}

let eventCount = 0;
async function newEvent(): Promise<string> {
  return (await ok(owner.browser, 'createEvent', { title: 'Poll Day', slug: `poll-day-${++eventCount}`, language: 'en', organizationId: ORG })).eventId;
}

/** The stream's cue log as a signed-out viewer reads it, by the key watchStream gives. */
async function viewerCues(streamId: string) {
  const viewer = server.session();
  const { cueKey } = (await viewer.post('/api/call/watchStream', { eventId, streamId })).json.result;
  const viewerSocket = await viewer.socket();
  const read = await viewerSocket.request({ op: 'get', path: `events/${eventId}/streams/${streamId}/viewer/${cueKey}` });
  viewerSocket.close();
  return read.result.data.recent;
}

/** A signed-out browser's vote, keeping the voter token the server issues. */
function anonymousVoter(): { vote(input: Record<string, unknown>): ReturnType<typeof call> } {
  const browser = server.session();
  let voterToken: string | undefined;
  return {
    async vote(input) {
      const res = await call(browser, 'votePoll', { eventId, ...input, ...(voterToken ? { voterToken } : {}) });
      voterToken = res.json?.result?.voterToken ?? voterToken;
      return res;
    },
  };
}

/** A vote from another network address (a loopback alias), without keep-alive tricks: one request. */
function voteFrom(address: string, agent: Agent, input: unknown): Promise<{ status: number; body: { result?: { voterToken: string | null }; error?: { message: string } } }> {
  const body = JSON.stringify(input);
  const url = new URL(`${server.url}/api/call/votePoll`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: address, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.url } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** `count` votes from one address, none keeping the voter token it was given: each a new voter. */
async function tokenlessVotes(address: string, count: number, input: unknown) {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const answers = [];
  for (let sent = 0; sent < count; sent += 100) answers.push(...(await Promise.all(Array.from({ length: Math.min(100, count - sent) }, () => voteFrom(address, agent, input)))));
  agent.destroy();
  return answers;
}

beforeAll(async () => {
  server = new TempServer();
  await server.start();
  [owner, producer, viewer] = await Promise.all(['olga', 'paul', 'vera'].map((name) => server.signedUp(`${name}@example.com`)));
  await server.running.engine.commit(organizationWrites(ORG, 'Poll Org', [[owner, 'owner'], [producer, 'producer'], [viewer, 'viewer']]));
  eventId = (await ok(owner.browser, 'createEvent', { title: 'Poll Day', slug: 'poll-day', language: 'en', organizationId: ORG })).eventId;
});
afterAll(() => server.dispose());

describe('the poll editor’s calls', () => {
  it('lets producers create and edit a poll with its results document, keeping option ids, and refuses viewers', async () => {
    const { pollId } = await ok(producer.browser, 'savePoll', { eventId, poll: poll({ question: '  Which talk next? ' }) });
    expect(pollId.length).toBeGreaterThanOrEqual(24);
    const path = `events/${eventId}/polls/${pollId}`;
    const created = (await stored(path))!;
    expect(created).toMatchObject({ eventID: eventId, question: 'Which talk next?', subtext: 'Pick one', type: 'select', chart: 'bar', active: false, colorPalette: { r: 2, g: 124, b: 255 }, bgColor: '#e5e5e5', createdBy: producer.uid });
    const data = created.data as Record<string, { text: string; value: number }>;
    expect(Object.values(data).sort((a, b) => a.value - b.value).map((o) => o.text)).toEqual(['Rust', 'TypeScript', 'Go']);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: 0, counts: {}, words: {} });

    const [rust, ts] = Object.entries(data).sort((a, b) => a[1].value - b[1].value).map(([id]) => id);
    await ok(producer.browser, 'savePoll', { eventId, pollId, poll: poll({ options: [{ id: ts, text: 'TypeScript 6' }, { id: rust, text: 'Rust' }], chart: 'donut' }) });
    const edited = (await stored(path))!;
    expect(edited.chart).toBe('donut');
    expect(edited.data).toEqual({ [ts]: { text: 'TypeScript 6', value: 0 }, [rust]: { text: 'Rust', value: 1 } });

    expect((await call(viewer.browser, 'savePoll', { eventId, poll: poll() })).status).toBe(403);
    expect((await call(viewer.browser, 'savePoll', { eventId, pollId, poll: poll({ question: 'Hijacked' }) })).status).toBe(403);
    expect((await call(viewer.browser, 'deletePoll', { eventId, pollId })).status).toBe(403);
    expect((await stored(path))!.question).toBe('Which talk next?');
  });

  it('refuses a blank question, too few or empty options, and fields out of bounds, with the editor’s messages', async () => {
    await refused(producer.browser, 'savePoll', { eventId, poll: poll({ question: '   ' }) }, 400, pollMessages.questionRequired);
    await refused(producer.browser, 'savePoll', { eventId, poll: poll({ options: [{ text: 'Only one' }] }) }, 400, pollMessages.optionsRequired);
    await refused(producer.browser, 'savePoll', { eventId, poll: poll({ options: [{ text: 'A' }, { text: ' ' }] }) }, 400, pollMessages.optionEmpty);
    for (const bad of [{ type: 'multiple' }, { chart: 'radar' }, { bgColor: 'red' }, { colorPalette: { r: 300, g: 0, b: 0 } }, { question: 'x'.repeat(301) }, { active: true }]) {
      expect((await call(producer.browser, 'savePoll', { eventId, poll: { ...poll(), ...bad } })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(producer.browser, 'savePoll', { eventId, pollId: 'no-such-poll', poll: poll() })).status).toBe(404);
    // A rating or input poll needs no options.
    await ok(producer.browser, 'savePoll', { eventId, poll: poll({ type: 'rating', options: [] }) });
    await ok(producer.browser, 'savePoll', { eventId, poll: poll({ type: 'input', options: [], chart: 'wordcloud' }) });
  });
});

describe('voting', () => {
  it('counts one vote per voter in one results document, signed in or by the voter token, and refuses a second', async () => {
    const { pollId, options } = await openPoll();
    await ok(viewer.browser, 'votePoll', { eventId, pollId, optionId: options[1] });
    await refused(viewer.browser, 'votePoll', { eventId, pollId, optionId: options[0] }, 409, voteMessages.alreadyVoted);

    const anonymous = anonymousVoter();
    const first = await anonymous.vote({ pollId, optionId: options[1] });
    expect(first.status).toBe(200);
    expect(first.json.result.voterToken).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
    const second = await anonymous.vote({ pollId, optionId: options[2] });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe(voteMessages.alreadyVoted);
    expect((await anonymousVoter().vote({ pollId, optionId: options[2] })).status).toBe(200);
    // A token the server did not sign is a new voter, not someone else's vote.
    expect((await call(server.session(), 'votePoll', { eventId, pollId, optionId: options[0], voterToken: 'A'.repeat(22) + '.' + 'B'.repeat(22) })).status).toBe(200);

    // Two votes of one voter sent at once land in one batch: one counts, the other is refused.
    const together = await Promise.all([0, 1].map((i) => call(owner.browser, 'votePoll', { eventId, pollId, optionId: options[i] })));
    expect(together.map((r) => r.status).sort()).toEqual([200, 409]);

    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: 5 });
    const counts = (await stored(`events/${eventId}/pollResults/${pollId}`))!.counts as Record<string, number>;
    expect(counts[options[1]]).toBe(2);
    expect(counts[options[2]]).toBe(1);
    expect(counts[options[0]]).toBe(2);
  });

  it('refuses a missing option, an answer to a select poll, a closed poll, a deleted poll', async () => {
    const { pollId, options, streamId } = await openPoll();
    await refused(viewer.browser, 'votePoll', { eventId, pollId, optionId: 'nope' }, 400, voteMessages.noOption);
    await refused(viewer.browser, 'votePoll', { eventId, pollId, answer: 'Rust' }, 400, voteMessages.noOption);
    await refused(viewer.browser, 'votePoll', { eventId, pollId }, 400, voteMessages.optionRequired);
    await ok(producer.browser, 'hidePoll', { eventId, streamId, pollId });
    await refused(viewer.browser, 'votePoll', { eventId, pollId, optionId: options[0] }, 400, voteMessages.notActive);
    const { pollId: never } = await ok(producer.browser, 'savePoll', { eventId, poll: poll() });
    await refused(owner.browser, 'votePoll', { eventId, pollId: never, optionId: options[0] }, 400, voteMessages.notActive);
    await ok(producer.browser, 'deletePoll', { eventId, pollId });
    await refused(viewer.browser, 'votePoll', { eventId, pollId, optionId: options[0] }, 404, pollMessages.noPoll);
    await refused(viewer.browser, 'votePoll', { eventId: 'no-event', pollId, optionId: options[0] }, 404, pollMessages.noPoll);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toBeNull();
  });

  it('keeps an input poll’s answers as text, bounded, HTML and formulas included, and counts their words', async () => {
    const { pollId } = await openPoll(poll({ type: 'input', options: [], chart: 'wordcloud' }));
    const html = '<img src=x onerror=alert(1)> great   talk';
    await ok(viewer.browser, 'votePoll', { eventId, pollId, answer: html });
    await ok(owner.browser, 'votePoll', { eventId, pollId, answer: '=HYPERLINK("http://evil.example","Great talk")' });
    await refused(producer.browser, 'votePoll', { eventId, pollId, answer: 'x'.repeat(201) }, 400, 'An answer can be at most 200 characters.');
    await refused(producer.browser, 'votePoll', { eventId, pollId, answer: '   ' }, 400, voteMessages.answerRequired);
    await refused(producer.browser, 'votePoll', { eventId, pollId, optionId: '1' }, 400, voteMessages.answerRequired);
    expect((await call(producer.browser, 'votePoll', { eventId, pollId, answer: 'a\u0000b' })).status).toBe(400);

    expect(await stored(`events/${eventId}/polls/${pollId}/votes/u_${viewer.uid}`)).toMatchObject({ answer: '<img src=x onerror=alert(1)> great talk' });
    const results = (await stored(`events/${eventId}/pollResults/${pollId}`))!;
    expect(results.total).toBe(2);
    expect(results.words).toMatchObject({ great: 2, talk: 2, hyperlink: 1, img: 1 });
    const { answers } = await ok(producer.browser, 'pollAnswers', { eventId, pollId });
    expect(answers.map((a: { answer: string }) => a.answer).sort()).toEqual(['<img src=x onerror=alert(1)> great talk', '=HYPERLINK("http://evil.example","Great talk")'].sort());
    expect((await call(viewer.browser, 'pollAnswers', { eventId, pollId })).status).toBe(403);
  });

  it('counts rating votes one to five', async () => {
    const { pollId } = await openPoll(poll({ type: 'rating', options: [] }));
    await ok(viewer.browser, 'votePoll', { eventId, pollId, optionId: '5' });
    await ok(owner.browser, 'votePoll', { eventId, pollId, optionId: '4' });
    await refused(producer.browser, 'votePoll', { eventId, pollId, optionId: '6' }, 400, voteMessages.noOption);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: 2, counts: { 4: 1, 5: 1 } });
  });

  it('lets 10,000 votes from one address in a burst count at most its new voters, refused quickly, while another address still votes', async () => {
    const { pollId, options } = await openPoll();
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const statuses: number[] = [];
    const input = { eventId, pollId, optionId: options[0] };
    // Another address votes in the middle of the flood, and is answered as usual.
    let other = Promise.resolve(0);
    for (let sent = 0; sent < 10_000; sent += 500) {
      if (sent === 5_000) other = voteFrom('127.0.0.2', agent, input).then((answer) => answer.status);
      statuses.push(...(await Promise.all(Array.from({ length: 500 }, () => voteFrom('127.0.0.3', agent, input).then((answer) => answer.status)))));
    }
    const counted = statuses.filter((s) => s === 200).length;
    expect(counted).toBe(VOTERS_PER_ADDRESS.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10_000 - VOTERS_PER_ADDRESS.limit);
    expect(await other).toBe(200);
    agent.destroy();
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: VOTERS_PER_ADDRESS.limit + 1 });
    const votes = await server.running.engine.list({ path: `events/${eventId}/polls/${pollId}/votes` });
    expect(votes).toHaveLength(VOTERS_PER_ADDRESS.limit + 1);
  }, 90_000);
});

describe('new voters (issue 25)', () => {
  it('lets 600 votes from one address, each without the token it was given, add at most its new voters, the rest refused with the reason', async () => {
    const { pollId, options } = await openPoll();
    // Two of the address's 600 votes a minute are kept for the voters who come back below.
    const burst = VOTES_PER_ADDRESS.limit - 2;
    const answers = await tokenlessVotes('127.0.0.4', burst, { eventId, pollId, optionId: options[0] });
    const counted = answers.filter((a) => a.status === 200);
    expect(counted).toHaveLength(VOTERS_PER_ADDRESS.limit);
    const refusedOnes = answers.filter((a) => a.status !== 200);
    expect(refusedOnes).toHaveLength(burst - VOTERS_PER_ADDRESS.limit);
    for (const { status, body } of refusedOnes) {
      expect(status).toBe(429);
      expect(body.error?.message).toMatch(new RegExp(`^${voteMessages.tooManyVoters} Please try again in \\d+ (seconds?|minutes?)\\.$`));
    }
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: VOTERS_PER_ADDRESS.limit });

    // The voters it made keep voting in the event's next poll with their tokens; a new one still may not.
    const next = await openPoll();
    const agent = new Agent();
    const kept = counted[0].body.result!.voterToken;
    expect((await voteFrom('127.0.0.4', agent, { eventId, pollId: next.pollId, optionId: next.options[1], voterToken: kept })).status).toBe(200);
    const fresh = await voteFrom('127.0.0.4', agent, { eventId, pollId: next.pollId, optionId: next.options[1] });
    expect(fresh.status).toBe(429);
    expect(fresh.body.error?.message).toMatch(new RegExp(`^${voteMessages.tooManyVoters}`));
    agent.destroy();
  }, 60_000);

  it('bounds the voters several addresses make per event, and takes no token made for another event', async () => {
    const { pollId, options } = await openPoll();
    const addresses = ['127.0.0.10', '127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];
    const answers = (await Promise.all(addresses.map((address) => tokenlessVotes(address, 100, { eventId, pollId, optionId: options[2] })))).flat();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(addresses.length * VOTERS_PER_ADDRESS.limit);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: addresses.length * VOTERS_PER_ADDRESS.limit });

    // Tokens are the event's own: one made in an event of the attacker's does not vote here.
    const theirs = await newEvent();
    const theirPoll = await openPoll(poll(), theirs);
    const agent = new Agent();
    const made = await voteFrom('127.0.0.15', agent, { eventId: theirs, pollId: theirPoll.pollId, optionId: theirPoll.options[0] });
    expect(made.status).toBe(200);
    await tokenlessVotes('127.0.0.15', VOTERS_PER_ADDRESS.limit, { eventId, pollId, optionId: options[0] });
    const reused = await voteFrom('127.0.0.15', agent, { eventId, pollId, optionId: options[0], voterToken: made.body.result!.voterToken });
    expect(reused.status).toBe(429);
    expect(reused.body.error?.message).toMatch(new RegExp(`^${voteMessages.tooManyVoters}`));
    agent.destroy();
  }, 60_000);

  it('keeps one vote per person when a voter signs in after voting with the token', async () => {
    const { pollId, options } = await openPoll();
    const browser = server.session();
    const { voterToken } = await ok(browser, 'votePoll', { eventId, pollId, optionId: options[0] });
    const { browser: signedIn } = await server.signedUp('twice@example.com');
    await refused(signedIn, 'votePoll', { eventId, pollId, optionId: options[1], voterToken }, 409, voteMessages.alreadyVoted);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: 1 });
    // The claim of the token is no answer: the export lists none.
    expect((await ok(producer.browser, 'pollAnswers', { eventId, pollId })).answers).toEqual([]);
  });
});

describe('who may vote (issue 25)', () => {
  it('refuses a vote on a password-protected event without its pass, and takes one with it', async () => {
    const protectedEvent = await newEvent();
    const { pollId, options } = await openPoll(poll(), protectedEvent);
    await ok(owner.browser, 'setEventProtection', { eventId: protectedEvent, protection: 'password', secret: 'open sesame' });
    const stranger = server.session();
    await refused(stranger, 'votePoll', { eventId: protectedEvent, pollId, optionId: options[0] }, 403, siteAccessMessages.unlockFirst);
    await refused(stranger, 'votePoll', { eventId: protectedEvent, pollId, optionId: options[0], pass: 'made-up' }, 403, siteAccessMessages.unlockFirst);
    const { pass } = await ok(stranger, 'unlockEventSite', { eventId: protectedEvent, secret: 'open sesame' });
    await ok(stranger, 'votePoll', { eventId: protectedEvent, pollId, optionId: options[0], pass });
    // A new password ends the old passes: the former viewer is refused again.
    await ok(owner.browser, 'setEventProtection', { eventId: protectedEvent, protection: 'password', secret: 'new sesame' });
    const { pollId: next } = await openPoll(poll(), protectedEvent);
    await refused(stranger, 'votePoll', { eventId: protectedEvent, pollId: next, optionId: options[0], pass }, 403, siteAccessMessages.unlockFirst);
    expect(await stored(`events/${protectedEvent}/pollResults/${pollId}`)).toMatchObject({ total: 1 });
  });

  it('lets a poll for registered viewers refuse strangers and unregistered accounts, and count a registration once', async () => {
    const registered = await newEvent();
    await ok(owner.browser, 'updateEventSettings', { eventId: registered, settings: { registerReq: true, registration: DEFAULT_REGISTRATION_FIELDS.map((f) => ({ ...f, selected: true })) } });
    const { pollId, options } = await openPoll(poll({ voters: 'registered' }), registered);
    expect((await stored(`events/${registered}/polls/${pollId}`))!.voters).toBe('registered');
    const input = { eventId: registered, pollId, optionId: options[0] };
    await refused(server.session(), 'votePoll', input, 403, siteAccessMessages.registerFirst);
    // A member of the event passes the site's gate, but is not registered.
    await refused(owner.browser, 'votePoll', input, 403, voteMessages.registerToVote);

    const browser = server.session();
    const { pass } = await ok(browser, 'registerForEvent', { eventId: registered, answers: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } });
    expect(await ok(browser, 'votePoll', { ...input, pass })).toEqual({ voterToken: null });
    await refused(browser, 'votePoll', { ...input, pass }, 409, voteMessages.alreadyVoted);
    // Registering again from another browser brings back the same registration, and signing in does not make a new voter.
    const { browser: again } = await server.signedUp('grace-again@example.com');
    const { pass: second } = await ok(again, 'registerForEvent', { eventId: registered, answers: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } });
    await refused(again, 'votePoll', { ...input, pass: second }, 409, voteMessages.alreadyVoted);
    expect(await stored(`events/${registered}/pollResults/${pollId}`)).toMatchObject({ total: 1 });
  });

  it('lets a poll for signed-in users refuse a signed-out stranger and count an account once', async () => {
    const { pollId, options } = await openPoll(poll({ voters: 'signed-in' }));
    const input = { eventId, pollId, optionId: options[1] };
    const res = await call(server.session(), 'votePoll', input);
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ code: 'unauthenticated', message: voteMessages.signInToVote });
    await ok(viewer.browser, 'votePoll', input);
    await refused(viewer.browser, 'votePoll', input, 409, voteMessages.alreadyVoted);
    expect(await stored(`events/${eventId}/pollResults/${pollId}`)).toMatchObject({ total: 1, counts: { [options[1]]: 1 } });
  });
});

describe('the live tool’s poll and Zoom calls', () => {
  it('activate and hide a poll only while live, one poll on the stream at a time, with cues viewers read', async () => {
    const { pollId } = await ok(producer.browser, 'savePoll', { eventId, poll: poll() });
    const { pollId: other } = await ok(producer.browser, 'savePoll', { eventId, poll: poll({ question: 'Coffee or tea?' }) });
    const offAir = await stream(false);
    await refused(producer.browser, 'activatePoll', { eventId, streamId: offAir, pollId }, 400, pollMessages.notLive);
    expect((await stored(`events/${eventId}/polls/${pollId}`))!.active).toBe(false);

    const rehearsing = await stream(false);
    await ok(producer.browser, 'setRehearsal', { eventId, streamId: rehearsing, on: true });
    await server.running.engine.commit([{ type: 'update', path: `events/${eventId}/streams/${rehearsing}`, data: { live: true, streamLive: true } }]);
    await refused(producer.browser, 'activatePoll', { eventId, streamId: rehearsing, pollId }, 400, pollMessages.rehearsal);

    const streamId = await stream(true);
    expect((await call(viewer.browser, 'activatePoll', { eventId, streamId, pollId })).status).toBe(403);
    const first = await ok(producer.browser, 'activatePoll', { eventId, streamId, pollId });
    expect(first).toMatchObject({ onAir: true, seq: 1 });
    expect(await stored(`events/${eventId}/polls/${pollId}`)).toMatchObject({ active: true, streamOverlay: true, showInStream: true });
    await ok(producer.browser, 'activatePoll', { eventId, streamId, pollId: other });
    expect((await stored(`events/${eventId}/polls/${pollId}`))!.active).toBe(false);
    await ok(producer.browser, 'hidePoll', { eventId, streamId, pollId: other });

    const cues = await viewerCues(streamId);
    expect(cues.map((c: { kind: string; seq: number; poll?: { question: string } }) => [c.seq, c.kind, c.poll?.question])).toEqual([
      [1, 'poll', 'Which talk next?'],
      [2, 'poll', 'Coffee or tea?'],
      [3, 'poll-hide', undefined],
    ]);
    expect(cues[0].at).toBeLessThan(cues[1].at);
    expect(cues[1].at).toBeLessThan(cues[2].at);
  });

  it('add a Zoom meeting with a numeric id and its join link, activate it while live, delete it for owners', async () => {
    await refused(owner.browser, 'addZoomMeeting', { eventId, meeting: { topic: 'Breakout', meetingId: '12ab34', password: '' } }, 400, zoomMessages.meetingIdRule);
    // An id as the invitation prints it is stored as its digits.
    const printed = await ok(owner.browser, 'addZoomMeeting', { eventId, meeting: { topic: 'Printed', meetingId: '123 4567-8901', password: '' } });
    expect(await stored(`zoomMeetings/${printed.meetingId}`)).toMatchObject({ meetingId: '12345678901', joinLink: 'https://zoom.us/j/12345678901' });
    await ok(owner.browser, 'deleteZoomMeeting', { eventId, meetingId: printed.meetingId });
    await refused(owner.browser, 'addZoomMeeting', { eventId, meeting: { topic: ' ', meetingId: '123', password: '' } }, 400, 'Please give a topic for the meeting');
    expect((await call(producer.browser, 'addZoomMeeting', { eventId, meeting: { topic: 'Breakout', meetingId: '123456789', password: '' } })).status).toBe(403);
    const { meetingId } = await ok(owner.browser, 'addZoomMeeting', { eventId, meeting: { topic: 'Breakout', meetingId: ' 123456789 ', password: 'p&ss' } });
    expect(await stored(`zoomMeetings/${meetingId}`)).toMatchObject({ topic: 'Breakout', meetingId: '123456789', password: 'p&ss', joinLink: 'https://zoom.us/j/123456789?pwd=p%26ss', resource: eventId });

    const streamId = await stream(true);
    const offAir = await stream(false);
    await refused(producer.browser, 'activateZoom', { eventId, streamId: offAir, meetingId }, 400, 'Zoom meetings can be activated and hidden only while the stream is live.');
    await ok(producer.browser, 'activateZoom', { eventId, streamId, meetingId });
    await ok(producer.browser, 'hideZoom', { eventId, streamId });
    const cues = await viewerCues(streamId);
    expect(cues.map((c: { kind: string }) => c.kind)).toEqual(['zoom', 'zoom-hide']);
    expect(cues[0].zoom).toEqual({ id: meetingId, topic: 'Breakout', joinLink: 'https://zoom.us/j/123456789?pwd=p%26ss' });

    expect((await call(producer.browser, 'deleteZoomMeeting', { eventId, meetingId })).status).toBe(403);
    await ok(owner.browser, 'deleteZoomMeeting', { eventId, meetingId });
    expect(await stored(`zoomMeetings/${meetingId}`)).toBeNull();
    expect((await call(owner.browser, 'deleteZoomMeeting', { eventId, meetingId })).status).toBe(404);
  });
});

describe('who reads polls', () => {
  it('lets anyone get a poll and its results by id but list neither, keeps votes with the server, and opens the encoder link', async () => {
    const { pollId, options } = await openPoll();
    await ok(viewer.browser, 'votePoll', { eventId, pollId, optionId: options[0] });
    const stranger = await server.session().socket();
    expect((await stranger.request({ op: 'get', path: `events/${eventId}/polls/${pollId}` })).result.data.question).toBe('Which talk next?');
    expect((await stranger.request({ op: 'get', path: `events/${eventId}/pollResults/${pollId}` })).result.data.total).toBe(1);
    expect((await stranger.request({ op: 'list', query: { path: `events/${eventId}/polls` } })).error.code).toBe('permission-denied');
    expect((await stranger.request({ op: 'list', query: { path: `events/${eventId}/pollResults` } })).error.code).toBe('permission-denied');
    const member = await viewer.browser.socket();
    expect((await member.request({ op: 'list', query: { path: `events/${eventId}/polls` } })).result.length).toBeGreaterThan(0);
    expect((await member.request({ op: 'get', path: `events/${eventId}/polls/${pollId}/votes/u_${viewer.uid}` })).error.code).toBe('permission-denied');

    // The encoder link: made by producers, then it lets a signed-out slideshow list the polls.
    expect((await call(viewer.browser, 'rotateEncoderLink', { eventId })).status).toBe(403);
    const { token } = await ok(producer.browser, 'rotateEncoderLink', { eventId });
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await stranger.request({ op: 'link', kind: 'encoder', resourceId: eventId, token: token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x') })).error.code).toBe('permission-denied');
    expect((await stranger.request({ op: 'link', kind: 'encoder', resourceId: eventId, token })).ok).toBe(true);
    expect((await stranger.request({ op: 'list', query: { path: `events/${eventId}/polls` } })).result.length).toBeGreaterThan(0);
    expect((await stranger.request({ op: 'list', query: { path: `events/${eventId}/pollResults` } })).result.length).toBeGreaterThan(0);
    await ok(producer.browser, 'rotateEncoderLink', { eventId });
    expect((await stranger.request({ op: 'list', query: { path: `events/${eventId}/polls` } })).error.code).toBe('permission-denied');
    stranger.close();
    member.close();
  });
});
